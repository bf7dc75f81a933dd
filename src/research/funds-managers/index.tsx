import { View } from '@tarojs/components';
import { managersApi, type Wire } from '@fund/core';
import { navigate, useRouterParams } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { ManagerRow } from '../components/ManagerRow';
import { PagedListBody } from '@/components/PagedListBody';

const managers = managersApi(apiClient);

export default function ManagersPage() {
  const sort = useRouterParams().sort;
  const list = usePagedList<Wire.FundManager>((page, page_size) => managers.list({ query: { page, page_size, sort } }), [sort]);
  return (
    <View className="managers-page">
      <PagedListBody list={list}>
        {list.items.map((m) => (
          <ManagerRow key={m.id} manager={m} onOpen={(x) => void navigate(`/symbols/funds/managers/${x.id}/`)} />
        ))}
      </PagedListBody>
    </View>
  );
}
