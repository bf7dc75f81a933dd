import { useState } from 'react';
import { View } from '@tarojs/components';
import { GUIDE_KEYS } from '@fund/core/storage';
import { GUIDE_TEXTS } from '@fund/core/ui';
import { stopPullDownRefresh, usePullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { GuideOverlay } from '@/components/GuideOverlay';
import { AllocationCard } from './AllocationCard';
import { AssetsSummary } from './AssetsSummary';
import { CertaintyCard } from './CertaintyCard';
import { IncomeBarsCard } from './IncomeBarsCard';
import { TrueReturnsCard } from '../components/TrueReturnsCard';
import { assetsHoldings } from './my-assets-services';
import './index.css';

export default function MyAssetsPage() {
  const assets = useAsync(() => assetsHoldings.assets(), []);
  const [refreshKey, setRefreshKey] = useState(0);
  usePullDownRefresh(() => {
    setRefreshKey((k) => k + 1);
    void assets.reload().finally(stopPullDownRefresh);
  });
  if (assets.status === 'error' && assets.data === null) return <ErrorView text={assets.error} onRetry={() => void assets.reload()} retryable={assets.retryable} />;
  if (assets.data === null) return <LoadingView />;
  return (
    <View className="screen my-assets-page">
      <AssetsSummary assets={assets.data} />
      <CertaintyCard refreshKey={refreshKey} />
      <IncomeBarsCard refreshKey={refreshKey} />
      <AllocationCard refreshKey={refreshKey} />
      <TrueReturnsCard refreshKey={refreshKey} />
      <GuideOverlay guideKey={GUIDE_KEYS.myAssets} text={GUIDE_TEXTS.myAssets} />
    </View>
  );
}
