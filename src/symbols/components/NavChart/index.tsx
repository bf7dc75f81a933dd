import { useEffect, useRef } from 'react';
import { Canvas, View } from '@tarojs/components';
import { queryCanvas2d } from '@/platform';
import type { NavChartDatum, NavChartHandle } from './draw-nav-chart';
import { loadDrawNavChart } from './load-draw';
import './index.css';

export interface NavChartProps {
  /** The canvas id, unique on the page. */
  id: string;
  data: NavChartDatum[];
  xSplits: number;
}

/** The NAV line of a period on a 2d canvas; redrawn whenever the data changes. */
export function NavChart({ id, data, xSplits }: NavChartProps) {
  const chart = useRef<NavChartHandle | null>(null);

  useEffect(() => {
    let cancelled = false;
    void queryCanvas2d(id).then(async (target) => {
      if (target === null || cancelled) return;
      chart.current?.destroy();
      chart.current = null;
      const drawNavChart = await loadDrawNavChart();
      if (cancelled) return;
      const drawn = await drawNavChart(target, data, xSplits);
      if (cancelled) drawn.destroy();
      else chart.current = drawn;
    });
    return () => {
      cancelled = true;
    };
  }, [id, data, xSplits]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return (
    <View className="nav-chart">
      <Canvas type="2d" id={id} className="nav-chart-canvas" />
    </View>
  );
}
