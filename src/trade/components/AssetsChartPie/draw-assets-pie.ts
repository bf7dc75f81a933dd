// F2 draws the allocation as a ring: one slice per category held (stock, bond, cash, other).
import { Chart, Interval, jsx } from '@antv/f2';
import type { AssetPieCategory, AssetPieSlice } from '@fund/core/assets';
import type { Canvas2d } from '@/platform';
import { renderF2, type F2Element } from '../AssetsChartCanvas/f2-canvas';
import type { F2ChartHandle } from '../AssetsChartCanvas/useF2Chart';

export const PIE_COLOURS: Readonly<Record<AssetPieCategory, string>> = { stock: '#4a76c8', bond: '#f5a623', cash: '#36b3a8', other: '#a0a5ad' };
const ChartElement = Chart as unknown as F2Element;
const IntervalElement = Interval as unknown as F2Element;

export async function drawAssetsPie(target: Canvas2d, slices: AssetPieSlice[]): Promise<F2ChartHandle> {
  const data = slices.filter((s) => s.percent > 0).map((s) => ({ ring: '1', category: s.category, percent: s.percent }));
  const chart = jsx(
    ChartElement,
    { data, coord: { type: 'polar', transposed: true, innerRadius: 0.55, radius: 0.9 }, scale: {} },
    jsx(IntervalElement, { x: 'ring', y: 'percent', adjust: 'stack', color: { field: 'category', callback: (c: AssetPieCategory) => PIE_COLOURS[c] } }),
  );
  return renderF2(target, chart);
}
