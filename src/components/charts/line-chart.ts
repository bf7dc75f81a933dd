// Lines over time on a 2d canvas: value axis with grid lines on the left, dates along the bottom.
import type { Canvas2d } from '@/platform';
import { LABEL_FONT_PX, beginChart, drawValueAxis, nearestPick, niceTicks, sampleEvenly, textWidth, type ChartHandle } from './canvas-chart';

export interface LineSeries {
  colour: string;
  /** Oldest first; one value per date of `dates`, null where the series has none. */
  values: (number | null)[];
}

export interface LineChartData {
  dates: string[];
  series: LineSeries[];
  /** Date labels along the bottom. */
  xLabels: number;
}

const Y_TICKS = 5;
const GAP = 6;
/** Points drawn per CSS pixel of width at most: more cannot be seen. */
const POINTS_PER_PX = 0.5;

export function drawLineChart(target: Canvas2d, chart: LineChartData): ChartHandle {
  const { ctx, handle } = beginChart(target);
  const all = chart.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const ticks = niceTicks(Math.min(...all), Math.max(...all), Y_TICKS);
  const labels = ticks.values.map((v) => v.toFixed(ticks.decimals));
  const left = Math.max(...labels.map((l) => textWidth(ctx, l))) + GAP;
  const top = LABEL_FONT_PX / 2 + 2;
  const bottom = target.height - LABEL_FONT_PX - GAP;
  const right = target.width - 1;
  const y = (v: number) => bottom - ((v - ticks.min) / (ticks.max - ticks.min || 1)) * (bottom - top);
  const last = Math.max(1, chart.dates.length - 1);
  const x = (i: number) => left + (i / last) * (right - left);

  drawValueAxis(ctx, { ticks, labels, left, right, y, gap: GAP });
  const xCount = Math.min(chart.xLabels, chart.dates.length);
  for (let k = 0; k < xCount; k += 1) {
    const i = xCount === 1 ? 0 : Math.round((k * last) / (xCount - 1));
    ctx.textAlign = k === 0 ? 'left' : k === xCount - 1 ? 'right' : 'center';
    ctx.fillText(chart.dates[i] ?? '', x(i), bottom + GAP + LABEL_FONT_PX / 2);
  }

  const indices = sampleEvenly(
    chart.dates.map((_, i) => i),
    Math.max(2, Math.floor((right - left) * POINTS_PER_PX)),
  );
  ctx.lineWidth = 1.5;
  ctx.lineJoin = 'round';
  for (const s of chart.series) {
    ctx.strokeStyle = s.colour;
    ctx.beginPath();
    let pen = false;
    for (const i of indices) {
      const v = s.values[i];
      if (v === null || v === undefined) continue;
      if (pen) ctx.lineTo(x(i), y(v));
      else ctx.moveTo(x(i), y(v));
      pen = true;
    }
    ctx.stroke();
  }
  const pick = nearestPick(chart.dates.length, left, right, (px) => Math.round(((px - left) / (right - left)) * last), x);
  return { ...handle, pick };
}
