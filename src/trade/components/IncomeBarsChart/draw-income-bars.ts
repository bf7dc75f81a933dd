// F2 draws the daily income bars: red above zero, green below (the market convention).
import { Axis, Chart, Interval, jsx } from '@antv/f2';
import type { IncomeBar } from '@fund/core/assets';
import type { PercentTone } from '@fund/core/money';
import type { Canvas2d } from '@/platform';
import { renderF2, type F2Element } from '../AssetsChartCanvas/f2-canvas';
import type { F2ChartHandle } from '../AssetsChartCanvas/useF2Chart';

const TONE_COLOURS: Readonly<Record<PercentTone, string>> = { up: '#e8382f', down: '#1a9f55', flat: '#8a8f99' };
const LABEL = { fontSize: '22px', fill: '#8a8f99' };
const ChartElement = Chart as unknown as F2Element;
const AxisElement = Axis as unknown as F2Element;
const IntervalElement = Interval as unknown as F2Element;

export function toneColour(tone: PercentTone): string {
  return TONE_COLOURS[tone];
}

export async function drawIncomeBars(target: Canvas2d, bars: IncomeBar[]): Promise<F2ChartHandle> {
  const data = bars.map((b) => ({ date: b.date, value: b.value, tone: b.tone }));
  const chart = jsx(
    ChartElement,
    { data, scale: { date: { type: 'cat', tickCount: 3 }, value: { nice: true } } },
    jsx(AxisElement, { field: 'date', style: { label: { ...LABEL, align: 'between' } } }),
    jsx(AxisElement, { field: 'value', tickCount: 5, style: { label: LABEL } }),
    jsx(IntervalElement, { x: 'date', y: 'value', color: { field: 'tone', callback: (tone: PercentTone) => toneColour(tone) } }),
  );
  return renderF2(target, chart);
}
