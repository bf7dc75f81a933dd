// F2 draws the NAV line with its own element tree (F2's jsx, not React's) on a 2d context.
import { Axis, Canvas, Chart, Line, jsx, type CanvasProps } from '@antv/f2';
import type { Canvas2d } from '@/platform';

export interface NavChartDatum {
  date: string;
  value: number;
  /** Set on every point when the chart has several lines (the NAV comparison): the line's name. */
  series?: string;
}

export interface NavChartHandle {
  destroy(): void;
}

const LINE_COLOUR = '#e8382f';
/** Colours of several lines, in the order their series first appear. */
export const SERIES_COLOURS = ['#e8382f', '#2f6fe8'];
// F2 lengths are in design pixels (halved on screen), like the app's own styles.
const LABEL = { fontSize: '22px', fill: '#8a8f99' };
// F2's own typings reject its generic components as element types; at run time jsx takes any component.
type F2Element = Parameters<typeof jsx>[0];
const ChartElement = Chart as unknown as F2Element;
const AxisElement = Axis as unknown as F2Element;
const LineElement = Line as unknown as F2Element;

export async function drawNavChart(target: Canvas2d, data: NavChartDatum[], xSplits: number): Promise<NavChartHandle> {
  const multi = data.some((d) => d.series !== undefined);
  const chart = jsx(
    ChartElement,
    { data, scale: { date: { type: 'timeCat', tickCount: xSplits }, value: { nice: true } } },
    jsx(AxisElement, { field: 'date', style: { label: { ...LABEL, align: 'between' } } }),
    jsx(AxisElement, { field: 'value', tickCount: 5, style: { label: LABEL } }),
    jsx(LineElement, { x: 'date', y: 'value', color: multi ? { field: 'series', range: SERIES_COLOURS } : LINE_COLOUR }),
  );
  const canvas = new Canvas({
    context: target.context,
    width: target.width,
    height: target.height,
    pixelRatio: target.pixelRatio,
    animate: false,
    requestAnimationFrame: target.runtime.requestAnimationFrame,
    cancelAnimationFrame: target.runtime.cancelAnimationFrame,
    // The platform hands over the mini program's offscreen canvas untyped; F2 only measures text on it.
    offscreenCanvas: target.runtime.offscreenCanvas as CanvasProps['offscreenCanvas'],
    children: chart,
  });
  await canvas.render();
  return { destroy: () => canvas.destroy() };
}
