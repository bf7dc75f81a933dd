import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MANAGER_TOOL_TEXTS, managersApi } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { ManagerRow } from '../components/ManagerRow';
import { FollowedManagers } from '../components/FollowedManagers';
import { PagedListBody } from '@/components/PagedListBody';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const managers = managersApi(apiClient);

const TOOLS: { label: string; url: string }[] = [
  { label: MANAGER_TOOL_TEXTS.assessEntry, url: '/symbols/funds/managers/question/' },
  { label: MANAGER_TOOL_TEXTS.lists, url: '/symbols/funds/managers/lists/' },
  { label: MANAGER_TOOL_TEXTS.compareTitle, url: '/symbols/funds/managers/compare/list/' },
];

/** All managers (paged, sorted as opened) or the ones followed, newest followed first. */
function ManagersPage() {
  const sort = useRouterParams().sort;
  const [tab, setTab] = useState<'all' | 'followed'>('all');
  const list = usePagedList<Wire.FundManager>((page, page_size) => managers.list({ query: { page, page_size, sort } }), [sort]);
  return (
    <View className="managers-page">
      <View className="mp-tools">
        {TOOLS.map((t) => (
          <Text {...BUTTON_ROLE} key={t.url} className="mp-tool tap" onClick={() => void navigate(t.url)}>
            {t.label}
          </Text>
        ))}
      </View>
      <View className="mp-tabs">
        <Text {...BUTTON_ROLE} className={`mp-tab tap ${tab === 'all' ? 'mp-tab-on' : ''}`} onClick={() => setTab('all')}>
          {MANAGER_TOOL_TEXTS.allManagers}
        </Text>
        <Text {...BUTTON_ROLE} className={`mp-tab tap mp-tab-followed ${tab === 'followed' ? 'mp-tab-on' : ''}`} onClick={() => setTab('followed')}>
          {MANAGER_TOOL_TEXTS.followedManagers}
        </Text>
      </View>
      {tab === 'followed' ? (
        <FollowedManagers />
      ) : (
        <PagedListBody list={list}>
          {list.items.map((m) => (
            <ManagerRow key={m.id} manager={m} onOpen={(x) => void navigate(`/symbols/funds/managers/${x.id}/`)} />
          ))}
        </PagedListBody>
      )}
    </View>
  );
}

export default largeTextPage(ManagersPage);
