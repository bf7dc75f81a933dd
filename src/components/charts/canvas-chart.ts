// What every chart of the app shares: a 2d target scaled to CSS pixels, text measuring that works on a
// mini program's canvas too, "nice" axis ticks and a point budget. Our own small drawing code replaced a
// chart library that every subpackage carried a ~250 KB copy of; numbers here are for drawing only.
import type { Canvas2d } from '@/platform';

export interface ChartHandle {
  destroy(): void;
  /**
   * The data index under an x (CSS pixels from the canvas's left edge) and that point's x, for the touch
   * readout; null outside the plot or on an empty chart.
   */
  pick?(x: number): { index: number; x: number } | null;
}

/** Picks the nearest of `count` points laid out by `xOf` between `left` and `right`. */
export function nearestPick(count: number, left: number, right: number, indexAt: (x: number) => number, xOf: (i: number) => number): ChartHandle['pick'] {
  return (x) => {
    if (count === 0 || x < left - 1 || x > right + 1) return null;
    const index = Math.min(count - 1, Math.max(0, indexAt(x)));
    return { index, x: xOf(index) };
  };
}

export const AXIS_LABEL_COLOUR = '#8a8f99';
export const GRID_COLOUR = '#e8e8e8';
/** 11 CSS pixels: the 22 design pixels of the app's muted captions. */
export const LABEL_FONT_PX = 11;
const LABEL_FONT = `${LABEL_FONT_PX}px sans-serif`;

/** Sets up the context in CSS pixels with the label font, cleared; the handle clears it again. */
export function beginChart(target: Canvas2d): { ctx: CanvasRenderingContext2D; handle: ChartHandle } {
  const ctx = target.context;
  ctx.setTransform(target.pixelRatio, 0, 0, target.pixelRatio, 0, 0);
  ctx.clearRect(0, 0, target.width, target.height);
  ctx.font = LABEL_FONT;
  ctx.textBaseline = 'middle';
  return { ctx, handle: { destroy: () => ctx.clearRect(0, 0, target.width, target.height) } };
}

/** The text's width; a estimate where the canvas cannot measure (a test double's context). */
export function textWidth(ctx: CanvasRenderingContext2D, text: string): number {
  const width: unknown = ctx.measureText(text).width;
  return typeof width === 'number' && Number.isFinite(width) ? width : text.length * LABEL_FONT_PX * 0.6;
}

export interface Ticks {
  values: number[];
  min: number;
  max: number;
  decimals: number;
}

/** About `count` round tick values covering [lo, hi] (steps of 1, 2, 2.5 or 5 × 10ⁿ). */
export function niceTicks(lo: number, hi: number, count: number): Ticks {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return { values: [0, 1], min: 0, max: 1, decimals: 0 };
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.01 || 1;
    lo -= pad;
    hi += pad;
  }
  const rough = (hi - lo) / Math.max(1, count - 1);
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9) + (step / power === 2.5 ? 1 : 0));
  const values: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) values.push(Number(v.toFixed(decimals)));
  return { values, min, max, decimals };
}

/** At most `max` items spread evenly, first and last always kept: no more points than pixels to show them. */
export function sampleEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max || max < 2) return [...items];
  const out: T[] = [];
  for (let i = 0; i < max; i += 1) out.push(items[Math.round((i * (items.length - 1)) / (max - 1))] as T);
  return out;
}

export interface ValueAxis {
  ticks: Ticks;
  labels: string[];
  left: number;
  right: number;
  /** The value's y in CSS pixels. */
  y: (v: number) => number;
  gap: number;
}

/** A grid line across the plot at each tick, its label right-aligned left of the plot. */
export function drawValueAxis(ctx: CanvasRenderingContext2D, { ticks, labels, left, right, y, gap }: ValueAxis): void {
  ctx.lineWidth = 1;
  ctx.strokeStyle = GRID_COLOUR;
  ctx.fillStyle = AXIS_LABEL_COLOUR;
  ctx.textAlign = 'right';
  ticks.values.forEach((v, i) => {
    ctx.beginPath();
    ctx.moveTo(left, Math.round(y(v)) + 0.5);
    ctx.lineTo(right, Math.round(y(v)) + 0.5);
    ctx.stroke();
    ctx.fillText(labels[i] ?? '', left - gap, y(v));
  });
}
