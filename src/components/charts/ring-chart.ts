// Shares of a whole as a ring on a 2d canvas, clockwise from twelve o'clock.
import type { Canvas2d } from '@/platform';
import { beginChart, type ChartHandle } from './canvas-chart';

export interface RingSlice {
  colour: string;
  /** Any non-negative weight: slices are drawn in proportion to their sum. */
  weight: number;
}

const RADIUS = 0.9;
const INNER_RADIUS = 0.55;

export function drawRingChart(target: Canvas2d, slices: readonly RingSlice[]): ChartHandle {
  const { ctx, handle } = beginChart(target);
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  if (total <= 0) return handle;
  const cx = target.width / 2;
  const cy = target.height / 2;
  const outer = (Math.min(target.width, target.height) / 2) * RADIUS;
  const inner = outer * INNER_RADIUS;
  let angle = -Math.PI / 2;
  for (const s of slices) {
    if (s.weight <= 0) continue;
    const end = angle + (s.weight / total) * Math.PI * 2;
    ctx.fillStyle = s.colour;
    ctx.beginPath();
    ctx.arc(cx, cy, outer, angle, end);
    ctx.arc(cx, cy, inner, end, angle, true);
    ctx.closePath();
    ctx.fill();
    angle = end;
  }
  return handle;
}
