// Signed bars over dates on a 2d canvas: value axis with grid lines on the left, zero as the base line.
import type { Canvas2d } from '@/platform';
import { LABEL_FONT_PX, beginChart, drawValueAxis, nearestPick, niceTicks, textWidth, type ChartHandle } from './canvas-chart';

export interface Bar {
  date: string;
  value: number;
  colour: string;
}

const Y_TICKS = 5;
const X_LABELS = 3;
const GAP = 6;
/** The share of each slot a bar fills. */
const BAR_FILL = 0.6;

export function drawBarChart(target: Canvas2d, bars: readonly Bar[]): ChartHandle {
  const { ctx, handle } = beginChart(target);
  if (bars.length === 0) return handle;
  const values = bars.map((b) => b.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), Y_TICKS);
  const labels = ticks.values.map((v) => v.toFixed(ticks.decimals));
  const left = Math.max(...labels.map((l) => textWidth(ctx, l))) + GAP;
  const top = LABEL_FONT_PX / 2 + 2;
  const bottom = target.height - LABEL_FONT_PX - GAP;
  const right = target.width - 1;
  const y = (v: number) => bottom - ((v - ticks.min) / (ticks.max - ticks.min || 1)) * (bottom - top);
  const slot = (right - left) / bars.length;

  drawValueAxis(ctx, { ticks, labels, left, right, y, gap: GAP });
  const xCount = Math.min(X_LABELS, bars.length);
  for (let k = 0; k < xCount; k += 1) {
    const i = xCount === 1 ? 0 : Math.round((k * (bars.length - 1)) / (xCount - 1));
    ctx.textAlign = k === 0 ? 'left' : k === xCount - 1 ? 'right' : 'center';
    const at = k === 0 ? left : k === xCount - 1 ? right : left + slot * (i + 0.5);
    ctx.fillText(bars[i]?.date ?? '', at, bottom + GAP + LABEL_FONT_PX / 2);
  }

  const zero = y(0);
  bars.forEach((b, i) => {
    const width = Math.max(1, slot * BAR_FILL);
    const top = Math.min(zero, y(b.value));
    ctx.fillStyle = b.colour;
    ctx.fillRect(left + slot * i + (slot - width) / 2, top, width, Math.max(1, Math.abs(y(b.value) - zero)));
  });
  const pick = nearestPick(bars.length, left, right, (px) => Math.floor((px - left) / slot), (i) => left + slot * (i + 0.5));
  return { ...handle, pick };
}
