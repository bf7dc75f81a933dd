import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, jsonRows, marketApi, readBlockTradeRow } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { PercentText } from '@/components/PercentText';
import '../components/market.css';

const market = marketApi(apiClient);

/** /s/{symbol}/block_trades/: the stock's block trades by day and the paged records with both sides. */
function FundBlockTradesPage() {
  const symbol = useRouterParams().symbol ?? '';
  const daily = useAsync(async () => jsonRows(await market.blockTradesDaily({ params: { id: symbol } })).map(readBlockTradeRow), [symbol]);
  const records = usePagedList<Wire.JsonObject>((page, page_size) => {
    if (page === 1 && daily.status !== 'loading') void daily.reload();
    return market.blockTradesRecord({ params: { id: symbol }, query: { page, page_size } });
  }, [symbol]);
  const days = daily.data ?? [];
  return (
    <View className="mk-page">
      {days.length > 0 ? (
        <View className="card">
          <Text className="mk-title">{MARKET_TEXTS.blockDaily}</Text>
          {days.slice(0, 5).map((d) => (
            <View key={d.id} className="mk-row">
              <Text className="mk-main">{d.date}</Text>
              <Text className="mk-cell">{`${d.count ?? 0}${MARKET_TEXTS.tradeUnit}`}</Text>
              <Text className="mk-cell">{d.amount}</Text>
              <View className="mk-cell">
                <PercentText value={d.premium} />
              </View>
            </View>
          ))}
        </View>
      ) : null}
      <View className="card">
        <Text className="mk-title">{MARKET_TEXTS.blockRecords}</Text>
        <PagedListBody list={records}>
          {records.items.map(readBlockTradeRow).map((r) => (
            <View key={r.id} className="mk-row block-record">
              <View className="mk-main">
                <Text className="mk-name">{`${r.date}  ${MARKET_TEXTS.price} ${r.price ?? '--'}`}</Text>
                <Text className="mk-sub">{`${MARKET_TEXTS.buyer} ${r.buyer}`}</Text>
                <Text className="mk-sub">{`${MARKET_TEXTS.seller} ${r.seller}`}</Text>
              </View>
              <View className="mk-cell-wide">
                <Text>{r.amount}</Text>
                <PercentText value={r.premium} />
              </View>
            </View>
          ))}
        </PagedListBody>
      </View>
    </View>
  );
}

export default largeTextPage(FundBlockTradesPage);
