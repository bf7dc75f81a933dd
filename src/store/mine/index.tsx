import { View, Button } from '@tarojs/components';
import { STORE_PAGE_TEXTS as T, STORE_URLS } from '@fund/core/store';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { StoreView } from '../store-components/StoreView';
import { store } from '../store-components/store-services';
import '../store-components/store.css';

/** /store/mine/: the owner's own store; without one (404), the way to apply. */
function MyStorePage() {
  const mine = useAsync(() => store.mine(), []);
  usePullDownRefresh(() => void mine.reload().finally(stopPullDownRefresh));
  if (mine.data) return <StoreView detail={mine.data} onFollow={() => undefined} />;
  if (mine.status === 'loading') return <LoadingView />;
  // No store yet answers 404 with its reason: show it and the way to apply.
  if (mine.status === 'error' && !mine.retryable) {
    return (
      <View className="st-page store-none">
        <EmptyView text={T.noStore} />
        <Button className="st-button store-go-apply" onClick={() => void navigate(STORE_URLS.apply)}>
          {T.goApply}
        </Button>
      </View>
    );
  }
  return <ErrorView text={mine.error ?? ''} onRetry={() => void mine.reload()} />;
}

export default largeTextPage(MyStorePage);
