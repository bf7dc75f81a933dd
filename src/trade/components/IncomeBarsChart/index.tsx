import { Canvas, View, Text } from '@tarojs/components';
import type { IncomeBar } from '@fund/core/assets';
import { useCanvasChart } from '@/components/charts/useCanvasChart';
import { ChartTouch } from '@/components/charts/ChartTouch';
import { drawIncomeBars } from './draw-income-bars';
import './index.css';

export interface IncomeBarsChartProps {
  /** The canvas id, unique on the page. */
  id: string;
  /** Oldest first (core's incomeBars). */
  bars: IncomeBar[];
}

/** Daily income as bars on a 2d canvas, with the newest day written out under it; a finger reads out any day. */
export function IncomeBarsChart({ id, bars }: IncomeBarsChartProps) {
  const pick = useCanvasChart(id, (target) => drawIncomeBars(target, bars), [bars]);
  const newest = bars[bars.length - 1];
  return (
    <View className="income-bars-chart">
      <ChartTouch pick={pick} readout={(i) => `${bars[i]?.date ?? ''}  ${bars[i]?.text ?? ''}`}>
        <Canvas type="2d" id={id} className="income-bars-canvas" />
      </ChartTouch>
      {newest ? (
        <View className="income-bars-caption">
          <Text className="muted">{`${bars[0]?.date ?? ''} ~ ${newest.date}`}</Text>
          <Text className={`percent-text ${newest.tone} income-bars-newest`}>{newest.text}</Text>
        </View>
      ) : null}
    </View>
  );
}

export default IncomeBarsChart;
