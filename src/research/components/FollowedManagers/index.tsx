import { View } from '@tarojs/components';
import { MANAGER_TOOL_TEXTS } from '@fund/core/research';
import { navigate, useDidShow } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { ManagerRow } from '../ManagerRow';
import { loadFollowedManagers } from '../manager-follows';

/** The managers this user follows, newest followed first; reloaded whenever the page shows again. */
export function FollowedManagers() {
  const list = useAsync(loadFollowedManagers, []);
  useDidShow(() => {
    void list.reload();
  });
  if (list.status === 'error') return <ErrorView text={list.error} onRetry={() => void list.reload()} retryable={list.retryable} />;
  if (!list.data) return <LoadingView />;
  if (list.data.length === 0) return <EmptyView text={MANAGER_TOOL_TEXTS.noFollowed} />;
  return (
    <View className="followed-managers">
      {list.data.map((m) => (
        <ManagerRow key={m.id} manager={m} onOpen={(x) => void navigate(`/symbols/funds/managers/${x.id}/`)} />
      ))}
    </View>
  );
}
