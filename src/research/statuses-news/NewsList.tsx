import { feedApi } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { StatusRow } from '../components/StatusRow';

const feed = feedApi(apiClient);

/** The news category timeline, newest first, paged. */
export function NewsList() {
  const list = usePagedList<Wire.Status>((page, page_size) => feed.categoryTimeline({ query: { category: 'news', page, page_size } }), []);
  return (
    <PagedListBody list={list}>
      {list.items.map((s) => (
        <StatusRow key={s.id} status={s} onOpen={(x) => void navigate(`/statuses/${x.id}`)} />
      ))}
    </PagedListBody>
  );
}
