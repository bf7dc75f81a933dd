// The K-line periods of a stock or index page (day, week, month) and the closes the line chart draws.
import type { JsonObject } from '../api/contract/entities/common-types';
import { jsonDecimal, jsonText } from './market-json';

export interface KLinePeriod {
  key: 'day' | 'week' | 'month';
  label: string;
}

export const K_LINE_PERIODS: readonly KLinePeriod[] = [
  { key: 'day', label: '日K' },
  { key: 'week', label: '周K' },
  { key: 'month', label: '月K' },
];

/** Bars asked per period: about half a year of days, two years of weeks, five years of months. */
export const K_LINE_COUNT = 120;
export const K_LINE_X_SPLITS = 4;

export function kLinePeriod(key: string | undefined): KLinePeriod {
  return K_LINE_PERIODS.find((p) => p.key === key) ?? (K_LINE_PERIODS[0] as KLinePeriod);
}

/** The chart's points from the bars (oldest first); bars without a date or close are skipped. */
export function kLineChartData(bars: readonly JsonObject[]): { date: string; value: number }[] {
  const out: { date: string; value: number }[] = [];
  for (const bar of bars) {
    const date = jsonText(bar, 'date');
    const close = jsonDecimal(bar, 'close');
    // Chart coordinates only: the figures on screen stay decimal strings.
    if (date !== null && close !== null) out.push({ date, value: Number(close) });
  }
  return out;
}
