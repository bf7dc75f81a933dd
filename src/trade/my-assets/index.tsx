import { useState } from 'react';
import { View } from '@tarojs/components';
import { GUIDE_KEYS } from '@fund/core/storage';
import { GUIDE_TEXTS } from '@fund/core/ui';
import { stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { useResource } from '@/stores/useResource';
import { assetsStore } from '@/stores/assets-store';
import { useLastKnown } from '@/hooks/useLastKnown';
import { OfflineBanner } from '@/components/OfflineBanner';
import { isAssetsTotal } from '@fund/core/assets';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { GuideOverlay } from '@/components/GuideOverlay';
import { AllocationCard } from './AllocationCard';
import { AssetsSummary } from './AssetsSummary';
import { CertaintyCard } from './CertaintyCard';
import { IncomeBarsCard } from './IncomeBarsCard';
import { TrueReturnsCard } from '@/components/trade/TrueReturnsCard';
import './index.css';

function MyAssetsPage() {
  const assets = useResource(assetsStore);
  // Offline: the totals of the last visit, stamped; the cards below fail on their own.
  const shown = useLastKnown('assets', assets, isAssetsTotal);
  const [refreshKey, setRefreshKey] = useState(0);
  usePullDownRefresh(() => {
    setRefreshKey((k) => k + 1);
    void assets.reload().finally(stopPullDownRefresh);
  });
  if (shown.data === null) {
    return assets.status === 'error' ? <ErrorView text={assets.error} onRetry={() => void assets.reload()} retryable={assets.retryable} /> : <LoadingView />;
  }
  return (
    <View className="screen my-assets-page">
      <OfflineBanner stamp={shown.stamp} />
      <AssetsSummary assets={shown.data} />
      <CertaintyCard refreshKey={refreshKey} />
      <IncomeBarsCard refreshKey={refreshKey} />
      <AllocationCard refreshKey={refreshKey} />
      <TrueReturnsCard refreshKey={refreshKey} />
      <GuideOverlay guideKey={GUIDE_KEYS.myAssets} text={GUIDE_TEXTS.myAssets} />
    </View>
  );
}

export default largeTextPage(MyAssetsPage);
