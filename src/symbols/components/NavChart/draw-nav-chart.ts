// The NAV line (or several, for the NAV comparison) of a period, drawn with the app's own line chart.
import type { Canvas2d } from '@/platform';
import type { ChartHandle } from '@/components/charts/canvas-chart';
import { drawLineChart } from '@/components/charts/line-chart';

export interface NavChartDatum {
  date: string;
  value: number;
  /** The exact figure a touch reads out; the drawn value when absent. */
  text?: string;
  /** Set on every point when the chart has several lines (the NAV comparison): the line's name. */
  series?: string;
}

export type NavChartHandle = ChartHandle;

const LINE_COLOUR = '#e8382f';
/** Colours of several lines, in the order their series first appear. */
export const SERIES_COLOURS = ['#e8382f', '#2f6fe8'];

/** The chart's dates, oldest first: one x each. */
export function navChartDates(data: readonly NavChartDatum[]): string[] {
  return [...new Set(data.map((d) => d.date))].sort();
}

/** What a touch at a date reads out: the date and each line's figure on it. */
export function navChartReadout(data: readonly NavChartDatum[], date: string): string {
  const figures = data.filter((d) => d.date === date).map((d) => (d.series === undefined ? '' : `${d.series} `) + (d.text ?? String(d.value)));
  return [date, ...figures].join('  ');
}

export function drawNavChart(target: Canvas2d, data: NavChartDatum[], xSplits: number): NavChartHandle {
  const dates = navChartDates(data);
  const names = [...new Set(data.map((d) => d.series))];
  const row = new Map(dates.map((date, i) => [date, i]));
  const series = names.map((name, k) => {
    const values: (number | null)[] = dates.map(() => null);
    for (const d of data) if (d.series === name) values[row.get(d.date) ?? 0] = d.value;
    return { colour: name === undefined ? LINE_COLOUR : (SERIES_COLOURS[k % SERIES_COLOURS.length] ?? LINE_COLOUR), values };
  });
  return drawLineChart(target, { dates, series, xLabels: xSplits });
}
