import { Text, View } from '@tarojs/components';
import { useState, type ReactNode } from 'react';
import { touchClientX } from '@/platform';
import './chart-touch.css';

export interface ChartTouchProps {
  /** The chart's pick (useCanvasChart's answer). */
  pick: (clientX: number) => { index: number; x: number } | null;
  /** What the point at this index reads out: its date and exact figure. */
  readout: (index: number) => string;
  children: ReactNode;
}

/**
 * A finger on the chart shows the nearest point's date and figure above the chart, with a guide line at it;
 * lifting the finger hides them. Both are laid over the chart, so nothing around it moves.
 */
export function ChartTouch({ pick, readout, children }: ChartTouchProps) {
  const [at, setAt] = useState<{ index: number; x: number } | null>(null);
  const follow = (event: unknown) => {
    const x = touchClientX(event);
    setAt(x === null ? null : pick(x));
  };
  return (
    <View className="chart-touch" onTouchStart={follow} onTouchMove={follow} onTouchEnd={() => setAt(null)} onTouchCancel={() => setAt(null)}>
      {children}
      {at ? (
        <>
          <View className="chart-touch-line" style={{ left: `${at.x}px` }} />
          <Text className="chart-touch-readout">{readout(at.index)}</Text>
        </>
      ) : null}
    </View>
  );
}
