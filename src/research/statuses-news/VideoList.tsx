import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { FEED_TEXTS, feedApi, mediaDurationText } from '@fund/core/research';
import { PAGE_SIZE } from '@fund/core/pager';
import type { Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { VideoPlayer } from '../components/VideoPlayer';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';

const feed = feedApi(apiClient);

/** The video timeline, 8 a page; a video plays in a modal over the list, with a way to its own play page. */
export function VideoList() {
  const list = usePagedList<Wire.Status>((page, page_size) => feed.categoryTimeline({ query: { category: 'video', page, page_size } }), [], { pageSize: PAGE_SIZE.videos });
  const [playing, setPlaying] = useState<Wire.Status | null>(null);
  return (
    <View className="video-list">
      <PagedListBody list={list}>
        {list.items.map((s) => (
          <View {...tapLabel(s.title)} key={s.id} className="video-item tap" onClick={() => setPlaying(s)}>
            <View className="video-cover">
              <Text className="video-cover-play">▶</Text>
              <Text className="video-cover-duration">{mediaDurationText(s.medias[0]?.duration)}</Text>
            </View>
            <Text className="video-title">{s.title}</Text>
          </View>
        ))}
      </PagedListBody>
      {playing ? (
        <View className="video-modal" role="dialog" aria-label={playing.title}>
          <View className="vm-mask" aria-hidden="true" onClick={() => setPlaying(null)} />
          <View className="vm-body">
            <VideoPlayer media={playing.medias[0]} title={playing.title} />
            <Text className="vm-title">{playing.title}</Text>
            <View className="vm-actions">
              <Text {...BUTTON_ROLE} className="vm-action tap" onClick={() => void navigate(`/statuses/media/${playing.id}/play/?w=900`)}>
                {FEED_TEXTS.openPlayPage}
              </Text>
              <Text {...BUTTON_ROLE} className="vm-action vm-close tap" onClick={() => setPlaying(null)}>
                {FEED_TEXTS.close}
              </Text>
            </View>
          </View>
        </View>
      ) : null}
    </View>
  );
}
