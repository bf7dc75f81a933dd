import { View, Text } from '@tarojs/components';
import { readId } from '@fund/core/portfolio';
import { STORE_MESSAGES, STORE_PAGE_TEXTS as T, assetsText } from '@fund/core/store';
import { stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { store } from '../store-components/store-services';
import '../store-components/store.css';

/** /store/portfolios/{id}/assets/: what holders keep in one of the owner's portfolios (owner only). */
function StorePortfolioAssetsPage() {
  const id = readId(useRouterParams().id);
  const assets = useAsync(() => store.portfoliosAssets({ params: { id: id ?? 0 } }), [id]);
  usePullDownRefresh(() => void assets.reload().finally(stopPullDownRefresh));
  if (id === null) return <MissingIdView text={STORE_MESSAGES.portfolioNotFound} />;
  if (!assets.data) {
    return assets.status === 'error' ? <ErrorView text={assets.error} onRetry={() => void assets.reload()} retryable={assets.retryable} /> : <LoadingView />;
  }
  const a = assets.data;
  return (
    <View className="st-page portfolio-assets">
      <View className="st-header">
        <Text className="st-name">{a.name}</Text>
        <Text className="st-muted">{T.worth}</Text>
        <Text className="st-name portfolio-assets-worth">{assetsText(a.worth)}</Text>
      </View>
      <View className="st-stats">
        <View className="st-stat">
          <Text className="st-stat-value portfolio-assets-holders">{String(a.holders_count)}</Text>
          <Text className="st-muted">{T.holders}</Text>
        </View>
        <View className="st-stat">
          <Text className="st-stat-value">{String(a.followers_count)}</Text>
          <Text className="st-muted">{T.followers}</Text>
        </View>
      </View>
    </View>
  );
}

export default largeTextPage(StorePortfolioAssetsPage);
