import { View, Text, Button } from '@tarojs/components';
import { STORE_PAGE_TEXTS as T, StoreApplyStatus, applyAction, applyStatusTitle } from '@fund/core/store';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { store } from '../store-components/store-services';
import '../store-components/store.css';

/** /store/apply/: where the user's store application stands, and the one step on from there. */
function StoreApplyPage() {
  const apply = useAsync(() => store.apply(), []);
  usePullDownRefresh(() => void apply.reload().finally(stopPullDownRefresh));
  if (!apply.data) {
    return apply.status === 'error' ? <ErrorView text={apply.error} onRetry={() => void apply.reload()} retryable={apply.retryable} /> : <LoadingView />;
  }
  const { status, reject_reason } = apply.data;
  const action = applyAction(status);
  return (
    <View className="st-page store-apply-page">
      <View className="st-header">
        <Text className="st-name store-apply-title">{applyStatusTitle(status)}</Text>
        <Text className="st-text">{T.applyIntro}</Text>
        {status === StoreApplyStatus.InReview ? <Text className="st-muted store-apply-waiting">{T.waiting}</Text> : null}
        {status === StoreApplyStatus.Rejected && reject_reason ? <Text className="st-error store-apply-reason">{`${T.rejectedReason}：${reject_reason}`}</Text> : null}
      </View>
      {action ? (
        <Button className="st-button store-apply-action" onClick={() => void navigate(action.url)}>
          {action.label}
        </Button>
      ) : null}
    </View>
  );
}

export default largeTextPage(StoreApplyPage);
