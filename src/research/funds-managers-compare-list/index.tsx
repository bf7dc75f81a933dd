import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MANAGER_COMPARE_LIST_URL, MANAGER_TOOL_TEXTS, managerCompareRows, managersApi } from '@fund/core/research';
import { navigate, useDidShow, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { managerCompareList } from '../components/manager-follows';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const managers = managersApi(apiClient);

/** The managers picked for comparison (newest first) side by side, skill by skill; the best score of each row stands out. */
function ManagerCompareListPage() {
  const [ids, setIds] = useState(() => managerCompareList.list());
  useDidShow(() => setIds(managerCompareList.list()));
  const details = useAsync(() => Promise.all(ids.map((id) => managers.detail({ params: { id }, query: { include_index: 0 } }))), [ids.join(',')]);
  const remove = (id: string) => setIds(managerCompareList.remove(id));
  const add = () => void navigate(`/symbols/funds/managers/compare/selector/?managers=${ids.join(',')}&next=${encodeURIComponent(MANAGER_COMPARE_LIST_URL)}`);

  const body = () => {
    if (ids.length === 0) return <EmptyView text={MANAGER_TOOL_TEXTS.compareEmpty} />;
    if (details.status === 'error') return <ErrorView text={details.error} onRetry={() => void details.reload()} retryable={details.retryable} />;
    if (!details.data || details.data.length !== ids.length) return <LoadingView />;
    const list = details.data;
    return (
      <View className="card mcl-table">
        <View className="mcl-row mcl-head">
          <Text className="mcl-label" />
          {list.map((m) => (
            <View key={m.id} className="mcl-cell">
              <Text {...BUTTON_ROLE} className="mcl-name tap" onClick={() => void navigate(`/symbols/funds/managers/${m.id}/`)}>
                {m.name}
              </Text>
              <Text {...BUTTON_ROLE} className="mcl-remove tap" onClick={() => remove(String(m.id))}>
                {MANAGER_TOOL_TEXTS.compareRemove}
              </Text>
            </View>
          ))}
        </View>
        {managerCompareRows(list).map((row) => (
          <View key={row.label} className="mcl-row">
            <Text className="mcl-label">{row.label}</Text>
            {row.scores.map((score, i) => (
              <Text key={list[i]?.id ?? i} className={`mcl-cell ${i === row.best && list.length > 1 ? 'mcl-best' : ''}`}>
                {score}
              </Text>
            ))}
          </View>
        ))}
      </View>
    );
  };

  return (
    <View className="manager-compare-list-page">
      {body()}
      <Text {...BUTTON_ROLE} className="mcl-add tap" onClick={add}>
        {MANAGER_TOOL_TEXTS.compareAdd}
      </Text>
    </View>
  );
}

export default largeTextPage(ManagerCompareListPage);
