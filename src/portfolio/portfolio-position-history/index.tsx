import { View, Text } from '@tarojs/components';
import { PORTFOLIO_PAGE_TEXTS as T, PORTFOLIO_TRADE_TEXTS, adjustmentView, readId } from '@fund/core/portfolio';
import { useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { AdjustmentCard } from '../owner-components/AdjustmentCard';
import { portfolios } from '../owner-components/owner-services';
import '../owner-components/owner.css';

/** /p/{id}/position_history/: each adjustment with its date, note and every fund's old % → new %. */
function PositionHistoryPage() {
  const id = readId(useRouterParams().id);
  const list = usePagedList((page, page_size) => portfolios.positionAdjustments({ query: { portfolio_id: id ?? 0, page, page_size } }), [id]);
  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  return (
    <View className="ow-page position-history-page">
      {list.empty ? <Text className="ow-muted">{T.noAdjustments}</Text> : null}
      <PagedListBody list={list}>
        {list.items.map((a) => (
          <AdjustmentCard key={a.id} view={adjustmentView(a)} />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(PositionHistoryPage);
