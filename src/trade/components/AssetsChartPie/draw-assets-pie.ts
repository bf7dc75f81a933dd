// The allocation as a ring: one slice per category held (stock, bond, cash, other).
import type { AssetPieCategory, AssetPieSlice } from '@fund/core/assets';
import type { Canvas2d } from '@/platform';
import type { ChartHandle } from '@/components/charts/canvas-chart';
import { drawRingChart } from '@/components/charts/ring-chart';

export const PIE_COLOURS: Readonly<Record<AssetPieCategory, string>> = { stock: '#4a76c8', bond: '#f5a623', cash: '#36b3a8', other: '#a0a5ad' };

export function drawAssetsPie(target: Canvas2d, slices: AssetPieSlice[]): ChartHandle {
  return drawRingChart(
    target,
    slices.map((s) => ({ colour: PIE_COLOURS[s.category], weight: Math.max(0, s.percent) })),
  );
}
