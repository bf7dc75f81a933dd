import { useCallback } from 'react';
import { TRADE_DETAIL_TEXTS, TradeRecordTab } from '@fund/core/trade';
import type { Intent } from '@fund/core/api';
import { useRouterParams, largeTextPage } from '@/platform';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { TradeDetailScreen } from '@/components/trade/TradeDetailScreen';
import { trading } from '@/services/trade-record-services';
import { routeId } from '@/services/route-id';
import { changesAssets } from '@/stores/assets-store';

/** A portfolio trade: the same detail, read from the portfolio-trade call and undone through the portfolio undo. */
function PortfolioTradeDetailPage() {
  const id = routeId(useRouterParams());
  const load = useCallback(() => trading.portfolioTrade({ params: { id: id ?? 0 } }), [id]);
  const undo = useCallback((password: string, intent: Intent) => changesAssets(trading.portfolioUndo({ body: { id: id ?? 0, password }, intent })), [id]);
  if (id === null) return <MissingIdView text={TRADE_DETAIL_TEXTS.notFound} />;
  return <TradeDetailScreen load={load} undo={undo} tab={TradeRecordTab.Portfolio} />;
}

export default largeTextPage(PortfolioTradeDetailPage);
