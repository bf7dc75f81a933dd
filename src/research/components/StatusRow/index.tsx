import { View, Text } from '@tarojs/components';
import { FEED_TEXTS, publishTimeText } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { tapLabel } from '@/components/tap-label';
import './index.css';

/** One article of a timeline: title, source, Beijing publish time and views. */
export function StatusRow({ status, onOpen }: { status: Wire.Status; onOpen: (s: Wire.Status) => void }) {
  return (
    <View {...tapLabel(status.title)} className="status-row tap" onClick={() => onOpen(status)}>
      <Text className="status-row-title">{status.title}</Text>
      <Text className="status-row-meta">{`${status.source} · ${publishTimeText(status.publish_at)} · ${FEED_TEXTS.views(status.views_count)}`}</Text>
    </View>
  );
}
