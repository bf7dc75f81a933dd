import { Canvas, View } from '@tarojs/components';
import { useMemo } from 'react';
import { useCanvasChart } from '@/components/charts/useCanvasChart';
import { ChartTouch } from '@/components/charts/ChartTouch';
import { navChartDates, navChartReadout, type NavChartDatum } from './draw-nav-chart';
import { loadDrawNavChart } from './load-draw';
import './index.css';

export interface NavChartProps {
  /** The canvas id, unique on the page. */
  id: string;
  data: NavChartDatum[];
  xSplits: number;
}

/**
 * The NAV line of a period on a 2d canvas (its box fixed in CSS, so nothing shifts); redrawn when the data
 * changes. A finger on it reads out the day's figures.
 */
export function NavChart({ id, data, xSplits }: NavChartProps) {
  const pick = useCanvasChart(id, async (target) => (await loadDrawNavChart())(target, data, xSplits), [data, xSplits]);
  const dates = useMemo(() => navChartDates(data), [data]);
  return (
    <ChartTouch pick={pick} readout={(i) => navChartReadout(data, dates[i] ?? '')}>
      <View className="nav-chart">
        <Canvas type="2d" id={id} className="nav-chart-canvas" />
      </View>
    </ChartTouch>
  );
}
