import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { PAGE_SIZE } from '@fund/core/pager';
import { TradeRecordTab, tradeDetailUrl } from '@fund/core/trade';
import { navigate } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import type { HoldingSource } from '../services/holding-sources';
import { TradeListBody } from '../../components/trade/TradeListBody';
import { TradeRecordRow } from '../../components/trade/TradeRecordRow';
import '../../components/trade/trade-ui.css';

/** The trades of one held fund, 10 a page; each opens its detail. */
export function HoldingRecordListScreen({ source, fundId }: { source: HoldingSource; fundId: number }) {
  const list = usePagedList((page, size) => source.records(page, size, fundId), [source.kind, fundId], { pageSize: PAGE_SIZE.tradeRecords });
  const tab = source.kind === 'fund' ? TradeRecordTab.Fund : TradeRecordTab.PrivateFund;
  return (
    <View className="holding-record-list">
      <TradeListBody list={list} emptyText={T.emptyRecords}>
        {list.items.map((record) => (
          <TradeRecordRow key={record.id} record={record} onOpen={(id) => void navigate(tradeDetailUrl(tab, id))} />
        ))}
      </TradeListBody>
    </View>
  );
}
