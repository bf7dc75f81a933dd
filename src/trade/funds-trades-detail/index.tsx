import { useCallback } from 'react';
import { TRADE_DETAIL_TEXTS, TradeRecordTab } from '@fund/core/trade';
import type { Intent } from '@fund/core/api';
import { useRouterParams, largeTextPage } from '@/platform';
import { changesAssets } from '@/stores/assets-store';
import { MissingIdView } from '../../components/trade/MissingIdView';
import { TradeDetailScreen } from '../../components/trade/TradeDetailScreen';
import { trading } from '../../services/trade-record-services';
import { routeId } from '../../services/route-id';

/** A fund (or cash-treasure) trade; ?type=private_fund reads the private-fund call instead. */
function TradeDetailPage() {
  const params = useRouterParams();
  const id = routeId(params);
  const isPrivate = params.type === TradeRecordTab.PrivateFund;
  const load = useCallback(
    () => (isPrivate ? trading.privateFundTrade({ params: { id: id ?? 0 } }) : trading.fundTrade({ params: { id: id ?? 0 } })),
    [id, isPrivate],
  );
  const undo = useCallback((password: string, intent: Intent) => changesAssets(trading.undo({ body: { id: id ?? 0, password }, intent })), [id]);
  if (id === null) return <MissingIdView text={TRADE_DETAIL_TEXTS.notFound} />;
  return <TradeDetailScreen load={load} undo={undo} tab={isPrivate ? TradeRecordTab.PrivateFund : TradeRecordTab.Fund} />;
}

export default largeTextPage(TradeDetailPage);
