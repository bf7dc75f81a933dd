import { View, Text } from '@tarojs/components';
import { MANAGER_TOOL_TEXTS, managersApi } from '@fund/core/research';
import { navigate, stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const managers = managersApi(apiClient);

/** The curated manager lists with their size and the first names on each. */
function ManagerListsPage() {
  const lists = useAsync(() => managers.lists(), []);
  usePullDownRefresh(() => {
    void lists.reload().finally(stopPullDownRefresh);
  });
  if (lists.status === 'error') return <ErrorView text={lists.error} onRetry={() => void lists.reload()} retryable={lists.retryable} />;
  if (!lists.data) return <LoadingView />;
  return (
    <View className="manager-lists-page">
      {lists.data.length === 0 ? <EmptyView /> : null}
      {lists.data.map((l) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(l.name))} key={l.id} className="card mls-list tap" onClick={() => void navigate(`/symbols/funds/managers/lists/${l.id}/`)}>
          <View className="mls-head">
            <Text className="mls-name">{l.name}</Text>
            <Text className="mls-count">{MANAGER_TOOL_TEXTS.managersCount(l.managers_count)}</Text>
          </View>
          <Text className="mls-desc">{l.description}</Text>
          <Text className="mls-preview">{l.preview.join('、')}</Text>
        </View>
      ))}
    </View>
  );
}

export default largeTextPage(ManagerListsPage);
