import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { PAGE_SIZE } from '@fund/core/pager';
import { usePagedList } from '@/hooks/usePagedList';
import type { HoldingSource } from '../services/holding-sources';
import { IncomeDayRow } from '../../components/trade/IncomeDayRow';
import { TradeListBody } from '../../components/trade/TradeListBody';
import '../../components/trade/trade-ui.css';

/** Income by day, 42 a page: of one held fund (fundId) or of every fund of the kind. */
export function HoldingIncomeListScreen({ source, fundId }: { source: HoldingSource; fundId?: number }) {
  const list = usePagedList((page, size) => source.income(page, size, fundId), [source.kind, fundId], { pageSize: PAGE_SIZE.incomeChart });
  return (
    <View className="holding-income-list">
      <TradeListBody list={list} emptyText={T.emptyIncome}>
        {list.items.map((point) => (
          <IncomeDayRow key={point.date} point={point} />
        ))}
      </TradeListBody>
    </View>
  );
}
