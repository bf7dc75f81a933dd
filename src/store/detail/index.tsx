import { readId } from '@fund/core/portfolio';
import { usePullDownRefresh, stopPullDownRefresh, useRouterParams, useShareCard, toast, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { failureText } from '@fund/core/api';
import { STORE_MESSAGES } from '@fund/core/store';
import { StoreView } from '../store-components/StoreView';
import { store } from '../store-components/store-services';
import '../store-components/store.css';

/** /store/{id}/: a store's page; a visitor follows it (the spec's store like), the owner gets the owner's links. */
function StoreDetailPage() {
  const id = readId(useRouterParams().id);
  const detail = useAsync(() => store.detail({ params: { id: id ?? 0 } }), [id]);
  usePullDownRefresh(() => void detail.reload().finally(stopPullDownRefresh));
  useShareCard(`/store/${id ?? ''}/`, detail.data?.name);
  if (id === null) return <MissingIdView text={STORE_MESSAGES.storeNotFound} />;
  if (!detail.data) {
    return detail.status === 'error' ? <ErrorView text={detail.error} onRetry={() => void detail.reload()} retryable={detail.retryable} /> : <LoadingView />;
  }
  const data = detail.data;
  const follow = async () => {
    try {
      const answer = data.liked ? await store.unlike({ body: { store: data.id } }) : await store.like({ body: { store: data.id } });
      toast(answer.detail);
      await detail.reload();
    } catch (err) {
      toast(failureText(err));
    }
  };
  return <StoreView detail={data} onFollow={() => void follow()} />;
}

export default largeTextPage(StoreDetailPage);
