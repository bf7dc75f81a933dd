import { Canvas, View } from '@tarojs/components';
import { useCanvasChart } from '@/components/charts/useCanvasChart';
import type { NavChartDatum } from './draw-nav-chart';
import { loadDrawNavChart } from './load-draw';
import './index.css';

export interface NavChartProps {
  /** The canvas id, unique on the page. */
  id: string;
  data: NavChartDatum[];
  xSplits: number;
}

/** The NAV line of a period on a 2d canvas (its box fixed in CSS, so nothing shifts); redrawn when the data changes. */
export function NavChart({ id, data, xSplits }: NavChartProps) {
  useCanvasChart(id, async (target) => (await loadDrawNavChart())(target, data, xSplits), [data, xSplits]);
  return (
    <View className="nav-chart">
      <Canvas type="2d" id={id} className="nav-chart-canvas" />
    </View>
  );
}
