import { View } from '@tarojs/components';
import { PAGE_SIZE } from '@fund/core/pager';
import type { Wire } from '@fund/core/api';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { PlanTradeRow } from '../components/PlanTradeRow';
import { baoApi } from '../services/plan-services';
import { largeTextPage } from '@/platform';

function BaoTradesPage() {
  const list = usePagedList<Wire.TradeRecord>((page, page_size) => baoApi.trades({ query: { page, page_size } }), [], { pageSize: PAGE_SIZE.baoTrades });
  return (
    <View className="bao-trades-page">
      <PagedListBody list={list}>
        {list.items.map((trade) => (
          <PlanTradeRow key={trade.id} trade={trade} isBao />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(BaoTradesPage);
