import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { MANAGER_TOOL_TEXTS, managersApi } from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { ManagerRow } from '../components/ManagerRow';
import { managerAssessHistory } from '../components/manager-assess-history';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const managers = managersApi(apiClient);

/** The managers matching the chosen options; a fresh assessment (?assess=1) is remembered on the device. */
function ManagerAssessPage() {
  const params = useRouterParams();
  const options = params.options ?? '';
  const fresh = params.assess === '1';
  const result = useAsync(() => managers.assess({ query: { options: options || undefined } }), [options]);
  const tags = result.data?.tags ?? [];

  useEffect(() => {
    if (fresh && result.data && options) managerAssessHistory.add({ options, tags, at: new Date().toISOString() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one history entry per answer; options and tags come with it
  }, [result.data]);

  if (!result.data) {
    return (
      <View className="manager-assess-page">
        {result.status === 'error' ? <ErrorView text={result.error} onRetry={() => void result.reload()} retryable={result.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const list = result.data.managers;
  return (
    <View className="manager-assess-page">
      <View className="card mas-header">
        <Text className="mas-title">{MANAGER_TOOL_TEXTS.assessResult}</Text>
        <View className="mas-tags">
          {tags.map((t) => (
            <Text key={t} className="mas-tag">
              {t}
            </Text>
          ))}
        </View>
        <View className="mas-actions">
          <Text {...BUTTON_ROLE} className="mas-action tap" onClick={() => void navigate('/symbols/funds/managers/question/?again=1')}>
            {MANAGER_TOOL_TEXTS.assessAgain}
          </Text>
          <Text {...BUTTON_ROLE} className="mas-action tap" onClick={() => void navigate('/symbols/funds/managers/assess/history')}>
            {MANAGER_TOOL_TEXTS.assessHistory}
          </Text>
        </View>
      </View>
      {list.length === 0 ? <EmptyView /> : null}
      {list.map((m) => (
        <ManagerRow key={m.id} manager={m} onOpen={(x) => void navigate(`/symbols/funds/managers/${x.id}/`)} />
      ))}
    </View>
  );
}

export default largeTextPage(ManagerAssessPage);
