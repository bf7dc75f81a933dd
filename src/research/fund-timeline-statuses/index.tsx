import { View, Text } from '@tarojs/components';
import { feedApi, publishTimeText, statusHeadline } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { tapLabel } from '@/components/tap-label';
import './index.css';

const feed = feedApi(apiClient);

/** /s/{symbol}/timeline_statuses/?content_type=: the statuses about a symbol, newest first, paged. */
function FundTimelineStatusesPage() {
  const { symbol = '', content_type } = useRouterParams();
  const list = usePagedList<Wire.Status>(
    (page, page_size) => feed.symbolTimeline({ query: { symbol, page, page_size, ...(content_type ? { content_type } : {}) } }),
    [symbol, content_type],
  );
  return (
    <View className="fts-page">
      <PagedListBody list={list}>
        {list.items.map((s) => (
          <View {...tapLabel(statusHeadline(s))} key={s.id} className="fts-row timeline-status tap" onClick={() => void navigate(`/statuses/${s.id}`)}>
            <Text className="fts-title">{statusHeadline(s)}</Text>
            <Text className="fts-sub">{`${s.source} · ${publishTimeText(s.publish_at)}`}</Text>
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(FundTimelineStatusesPage);
