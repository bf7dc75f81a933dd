import { View, Text } from '@tarojs/components';
import { feedApi, publishTimeText, statusParagraphs } from '@fund/core/research';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { VideoPlayer } from '../components/VideoPlayer';
import './index.css';

const feed = feedApi(apiClient);

/** /statuses/media/{id}/play/?w=: a video status on its own page, the player up to w design pixels wide. */
function MediaPlayPage() {
  const params = useRouterParams();
  const id = params.id ?? '';
  const width = Number(params.w);
  const status = useAsync(() => feed.detail({ params: { id } }), [id]);
  const s = status.data;
  if (!s) {
    return (
      <View className="media-play-page">
        {status.status === 'error' ? <ErrorView text={status.error} onRetry={() => void status.reload()} retryable={status.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="media-play-page">
      <View className="mpp-player" style={Number.isFinite(width) && width > 0 ? { maxWidth: `${width}px` } : undefined}>
        <VideoPlayer media={s.medias[0]} title={s.title} />
      </View>
      <View className="mpp-article">
        <Text className="mpp-title">{s.title}</Text>
        <Text className="mpp-meta">{`${s.source} ${publishTimeText(s.publish_at)}`}</Text>
        {statusParagraphs(s.text).map((p, i) => (
          <Text key={i} className="mpp-paragraph">
            {p}
          </Text>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(MediaPlayPage);
