import { View, Image, Text } from '@tarojs/components';
import { FEED_TEXTS, mediaDurationText } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import './index.css';

/**
 * The player frame of a video status: its cover at 16:9 with the duration. The demo feed carries no
 * playable stream, so the frame says so instead of showing a player that never starts.
 */
export function VideoPlayer({ media, title }: { media: Wire.Media | undefined; title: string }) {
  return (
    <View className="video-player" aria-label={title}>
      {media?.image_md ? <Image className="vp-cover" src={media.image_md} mode="aspectFill" /> : null}
      <Text className="vp-play">▶</Text>
      <Text className="vp-note">{FEED_TEXTS.noVideo}</Text>
      <Text className="vp-duration">{mediaDurationText(media?.duration)}</Text>
    </View>
  );
}
