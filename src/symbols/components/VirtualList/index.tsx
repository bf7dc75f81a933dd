import { useMemo, useState, type ReactNode } from 'react';
import { ScrollView, View } from '@tarojs/components';
import { designToPx, virtualWindow } from '@fund/core/ui';
import { windowSize } from '@/platform';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Row height in design units (750 wide); every row must be exactly this tall. */
  rowHeight: number;
  keyOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
}

/** A long list of fixed-height rows that renders only the rows near the view. */
export function VirtualList<T>({ items, rowHeight, keyOf, renderRow }: VirtualListProps<T>) {
  const size = useMemo(() => windowSize(), []);
  const rowPx = designToPx(rowHeight, size.width);
  const [scrollTop, setScrollTop] = useState(0);
  const w = virtualWindow({ scrollTop, viewportHeight: size.height, rowHeight: rowPx, total: items.length });
  return (
    <ScrollView
      className="virtual-list"
      scrollY
      style={{ height: `${size.height}px` }}
      onScroll={(e) => setScrollTop(e.detail.scrollTop)}
    >
      <View style={{ height: `${w.padTop}px` }} />
      {items.slice(w.start, w.end).map((item) => (
        <View key={keyOf(item)} style={{ height: `${rowPx}px`, overflow: 'hidden' }}>
          {renderRow(item)}
        </View>
      ))}
      <View style={{ height: `${w.padBottom}px` }} />
    </ScrollView>
  );
}
