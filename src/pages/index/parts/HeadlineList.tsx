import { View, Text } from '@tarojs/components';
import { HOME_TEXTS, publishTimeText } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { tapLabel } from '@/components/tap-label';

export interface HeadlineListProps {
  items: Wire.Status[];
  onOpen: (item: Wire.Status) => void;
}

/** The funds headline feed. The page leaves it out when the feed is empty or cannot be read. */
export function HeadlineList({ items, onOpen }: HeadlineListProps) {
  if (items.length === 0) return null;
  return (
    <View className="card home-headlines">
      <View className="home-block-head">
        <Text className="home-block-title">{HOME_TEXTS.headlinesTitle}</Text>
      </View>
      {items.map((item) => (
        <View {...tapLabel(item.title || item.text)} key={item.id} className="home-headline tap" onClick={() => onOpen(item)}>
          <Text className="home-headline-title">{item.title || item.text}</Text>
          <Text className="home-headline-meta">{`${item.source} ${publishTimeText(item.publish_at)}`}</Text>
        </View>
      ))}
    </View>
  );
}
