import { View } from '@tarojs/components';
import { isFundCode, marketApi, symbolDetailKind } from '@fund/core/market';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { FundDetailView } from './FundDetailView';
import { StockDetailView } from './StockDetailView';
import { IndexDetailView } from './IndexDetailView';
import './index.css';

const market = marketApi(apiClient);

/** /s/{symbol}/: a fund code opens the fund at once; any other symbol is looked up as a stock or an index. */
function SymbolDetailPage() {
  const symbol = useRouterParams().symbol ?? '';
  if (isFundCode(symbol)) return <FundDetailView symbol={symbol} />;
  return <MarketSymbolDetail symbol={symbol} />;
}

function MarketSymbolDetail({ symbol }: { symbol: string }) {
  const found = useAsync(() => market.symbols({ query: { symbol } }), [symbol]);
  const kind = symbolDetailKind(found.data?.[0]?.symbol_type);
  if (kind === 'fund') return <FundDetailView symbol={symbol} />;
  if (kind === 'stock') return <StockDetailView symbol={symbol} />;
  if (kind === 'index') return <IndexDetailView symbol={symbol} />;
  return (
    <View className="fund-detail-page">
      {found.status === 'error' ? <ErrorView text={found.error} onRetry={() => void found.reload()} retryable={found.retryable} /> : found.status === 'ready' ? <EmptyView /> : <LoadingView />}
    </View>
  );
}

export default largeTextPage(SymbolDetailPage);
