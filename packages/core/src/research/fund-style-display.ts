// Fund styles (/symbols/fund_styles/…): the periods the overview ranks by, the key a style's index has
// in the history rows, the chart points of one style, and the URLs between the style screens.
import { parseDecimal } from '../money/decimal';
import { FUND_SORT_OPTIONS, type PeriodField } from '../fund/fund-list-view';

export const FUND_STYLE_PERIODS: readonly { key: string; label: string }[] = [
  { key: 'week', label: '近1周' },
  { key: 'month', label: '近1月' },
  { key: 'season', label: '近3月' },
  { key: 'six_month', label: '近6月' },
  { key: 'year', label: '近1年' },
  { key: 'two_year', label: '近2年' },
  { key: 'three_year', label: '近3年' },
];

export const DEFAULT_FUND_STYLE_PERIOD = 'year';

/** The period's label; an unknown period shows as sent. */
export function fundStylePeriodLabel(period: string): string {
  return FUND_STYLE_PERIODS.find((p) => p.key === period)?.label ?? period;
}

export interface FundStyleRef {
  asset_type: string;
  style_type: string;
}

/** The column of a style in the history rows: stock + large_value -> stock_large_value. */
export function fundStyleKey(style: FundStyleRef): string {
  return `${style.asset_type}_${style.style_type}`;
}

/** One style's index, oldest first, from rows in any order (numbers for drawing only). */
export function fundStyleHistoryPoints(rows: readonly Record<string, unknown>[], style: FundStyleRef): { date: string; value: number }[] {
  const key = fundStyleKey(style);
  return rows
    .flatMap((r) => {
      const value = parseDecimal(r[key]);
      return typeof r.date === 'string' && value !== null ? [{ date: r.date, value: Number(value) }] : [];
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function fundStyleInfoUrl(style: FundStyleRef, period?: string): string {
  const q = `asset_type=${encodeURIComponent(style.asset_type)}&style_type=${encodeURIComponent(style.style_type)}`;
  return `/symbols/fund_styles/info?${q}${period ? `&period=${encodeURIComponent(period)}` : ''}`;
}

export function fundStyleMonthlyUrl(style: FundStyleRef, year: number, month: number): string {
  return `/symbols/fund_styles/monthly_overview?asset_type=${encodeURIComponent(style.asset_type)}&style_type=${encodeURIComponent(style.style_type)}&year=${year}&month=${month}`;
}

/** A route's year and month as numbers, or undefined when absent or out of range (the call then takes the latest). */
export function routeYearMonth(year: string | undefined, month: string | undefined): { year?: number; month?: number } {
  const y = Number(year);
  const m = Number(month);
  return {
    ...(Number.isInteger(y) && y >= 1990 && y <= 2100 ? { year: y } : {}),
    ...(Number.isInteger(m) && m >= 1 && m <= 12 ? { month: m } : {}),
  };
}

/** 2026年11月 */
export function yearMonthText(year: number, month: number): string {
  return `${year}年${month}月`;
}

/** The row column a style period's funds show: the period's own return, the year's when rows lack one. */
export function fundStylePeriodField(period: string): PeriodField {
  const field = `percent_${period}`;
  return FUND_SORT_OPTIONS.find((o) => o.field === field)?.field ?? 'percent_year';
}
