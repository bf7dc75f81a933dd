import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { PAGE_SIZE } from '@fund/core/pager';
import { managersApi } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { ManagerRow } from '../components/ManagerRow';
import './index.css';

const managers = managersApi(apiClient);

/** One curated list: its name and description over its managers, 10 a page. */
function ManagerListDetailPage() {
  const id = useRouterParams().id ?? '';
  const [head, setHead] = useState<{ name: string; description: string } | null>(null);
  const list = usePagedList<Wire.FundManager>(
    async (page, page_size) => {
      const answer = await managers.listDetail({ params: { id }, query: { page, page_size } });
      setHead({ name: answer.name, description: answer.description });
      if (page === 1) setNavigationTitle(answer.name);
      return { current_page: answer.current_page, total_page: answer.total_page, total_count: answer.total_count, results: answer.managers };
    },
    [id],
    { pageSize: PAGE_SIZE.companyFundsAndManagers },
  );
  return (
    <View className="manager-list-detail-page">
      {head ? (
        <View className="card mld-head">
          <Text className="mld-name">{head.name}</Text>
          <Text className="mld-desc">{head.description}</Text>
        </View>
      ) : null}
      <PagedListBody list={list}>
        {list.items.map((m) => (
          <ManagerRow key={m.id} manager={m} onOpen={(x) => void navigate(`/symbols/funds/managers/${x.id}/`)} />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(ManagerListDetailPage);
