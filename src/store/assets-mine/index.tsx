import { View, Text } from '@tarojs/components';
import { STORE_PAGE_TEXTS as T, STORE_SCREEN_TEXTS as S, STORE_URLS, assetsText } from '@fund/core/store';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { store } from '../store-components/store-services';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../store-components/store.css';

/** /store/assets/mine/: what holders keep in the owner's portfolios, in all and per portfolio. */
function MyStoreAssetsPage() {
  const assets = useAsync(() => store.assetsMine(), []);
  usePullDownRefresh(() => void assets.reload().finally(stopPullDownRefresh));
  if (!assets.data) {
    return assets.status === 'error' ? <ErrorView text={assets.error} onRetry={() => void assets.reload()} retryable={assets.retryable} /> : <LoadingView />;
  }
  const a = assets.data;
  return (
    <View className="st-page store-assets">
      <View className="st-header">
        <Text className="st-muted">{S.followersAssets}</Text>
        <Text className="st-name store-assets-worth">{assetsText(a.worth)}</Text>
        <Text className="st-muted">{`${T.holders} ${a.holders_count} · ${S.followers} ${a.likes_count}`}</Text>
      </View>
      <View className="st-section">
        {a.portfolios.length === 0 ? <EmptyView text={S.emptyPortfolios} /> : null}
        {a.portfolios.map((p) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(p.name))} key={p.store_portfolio_id} className="st-row store-assets-row tap" onClick={() => void navigate(STORE_URLS.portfolioAssets(p.store_portfolio_id))}>
            <View className="st-row-main">
              <Text>{p.name}</Text>
              <Text className="st-muted">{`${T.holders} ${p.holders_count}`}</Text>
            </View>
            <Text>{assetsText(p.worth)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(MyStoreAssetsPage);
