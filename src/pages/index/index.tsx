import { useCallback } from 'react';
import { View } from '@tarojs/components';
import { CALL_DEFAULTS, PAGE_SIZE } from '@fund/core/pager';
import { TIMING_MS } from '@fund/core/ui';
import { feedApi } from '@fund/core/research';
import { fundsApi } from '@fund/core/fund';
import { indexesApi } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePolling } from '@/hooks/usePolling';
import { useStagedReveal } from '@/hooks/useStagedReveal';
import { HomeEntries } from './parts/HomeEntries';
import { IndexStrip } from './parts/IndexStrip';
import { HeadlineList } from './parts/HeadlineList';
import { RecommendedFunds } from './parts/RecommendedFunds';
import './index.css';

const funds = fundsApi(apiClient);
const indexes = indexesApi(apiClient);
const feed = feedApi(apiClient);

function HomePage() {
  const indexState = useAsync(() => indexes.recommend(), []);
  const recommendState = useAsync(async () => (await funds.recommend({ query: CALL_DEFAULTS.recommendedFunds })).results, []);
  // The feed is optional: a failure (or a server without it) just leaves the block out.
  const headlineState = useAsync(
    async () => (await feed.recommend({ query: { page: 1, page_size: PAGE_SIZE.headlineFeed } })).results.slice(0, PAGE_SIZE.headlineFeed),
    [],
  );

  usePolling(() => void indexState.reload(), TIMING_MS.homeIndexRefresh);

  const { reload: reloadIndexes } = indexState;
  const { reload: reloadRecommended } = recommendState;
  const { reload: reloadHeadlines } = headlineState;
  const refreshAll = useCallback(
    () => Promise.all([reloadIndexes(), reloadRecommended(), reloadHeadlines()]),
    [reloadIndexes, reloadRecommended, reloadHeadlines],
  );
  usePullDownRefresh(() => {
    void refreshAll().finally(stopPullDownRefresh);
  });

  // The headlines sit below the first screen: built once it is up.
  const stages = useStagedReveal(1);
  const open = (url: string) => void navigate(url);
  const openFund = (fund: Wire.FundRow) => open(`/s/${fund.symbol}/`);

  return (
    <View className="home-page">
      <HomeEntries onOpen={open} />
      <IndexStrip state={indexState} onRetry={() => void indexState.reload()} onMore={() => open('/symbols/indexes/')} />
      <RecommendedFunds state={recommendState} onRetry={() => void recommendState.reload()} onOpen={openFund} />
      {stages >= 1 ? <HeadlineList items={headlineState.data ?? []} onOpen={(item) => open(`/statuses/${item.id}`)} /> : null}
    </View>
  );
}

export default largeTextPage(HomePage);
