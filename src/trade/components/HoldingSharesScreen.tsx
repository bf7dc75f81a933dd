import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import type { HoldingSource } from '../services/holding-sources';
import { SharesByCardList } from './SharesByCardList';

/** The shares of one held fund per bank card. */
export function HoldingSharesScreen({ source, fundId }: { source: HoldingSource; fundId: number }) {
  const shares = useAsync(() => source.shares(fundId), [source.kind, fundId]);
  return (
    <View className="holding-shares-page">
      {shares.status === 'loading' && shares.data === null ? <LoadingView /> : null}
      {shares.status === 'error' ? <ErrorView text={shares.error} onRetry={() => void shares.reload()} retryable={shares.retryable} /> : null}
      {shares.data?.shares_list.length === 0 ? <EmptyView text={T.emptyHoldings} /> : null}
      {shares.data ? <SharesByCardList cards={shares.data.shares_list} /> : null}
    </View>
  );
}
