// The daily income bars: red above zero, green below (the market convention).
import type { IncomeBar } from '@fund/core/assets';
import type { PercentTone } from '@fund/core/money';
import type { Canvas2d } from '@/platform';
import type { ChartHandle } from '@/components/charts/canvas-chart';
import { drawBarChart } from '@/components/charts/bar-chart';

const TONE_COLOURS: Readonly<Record<PercentTone, string>> = { up: '#e8382f', down: '#1a9f55', flat: '#8a8f99' };

export function toneColour(tone: PercentTone): string {
  return TONE_COLOURS[tone];
}

export function drawIncomeBars(target: Canvas2d, bars: IncomeBar[]): ChartHandle {
  return drawBarChart(
    target,
    bars.map((b) => ({ date: b.date, value: b.value, colour: toneColour(b.tone) })),
  );
}
