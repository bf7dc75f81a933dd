// The fund page's NAV chart: which periods it offers, how many rows each asks for, which points fall
// inside the period, and the period's return.
import { addDays, addMonths, isCalendarDate, type CalendarDate } from '../calendar/calendar-date';
import { parseDecimal, roundHalfUp } from '../money/decimal';

export interface NavChartPeriod {
  key: string;
  label: string;
  /** Calendar months back from the latest NAV; null for since inception. */
  months: number | null;
  /** Rows to ask the net history for: enough trading days for the period, newest first. */
  rows: number;
}

/** About 23 trading days a month, with room for a holiday-free month. */
const ROWS_PER_MONTH = 23;
const SINCE_INCEPTION_ROWS = 10000;

const period = (key: string, label: string, months: number | null): NavChartPeriod => ({
  key,
  label,
  months,
  rows: months === null ? SINCE_INCEPTION_ROWS : months * ROWS_PER_MONTH + 2,
});

export const NAV_CHART_PERIODS: readonly NavChartPeriod[] = [
  period('1m', '1月', 1),
  period('3m', '3月', 3),
  period('6m', '6月', 6),
  period('1y', '1年', 12),
  period('3y', '3年', 36),
  period('all', '成立来', null),
];

export const DEFAULT_NAV_CHART_PERIOD = '3m';

/** The spec's chart x-axis: 4 grid splits. */
export const NAV_CHART_X_SPLITS = 4;


/**
 * Rows to ask the net history for when showing a period: the 3-year window serves every period up to
 * 3 years (one request for the chart tabs and the performance table); since inception asks for all.
 */
export function navHistoryRequestSize(p: NavChartPeriod): number {
  return p.months === null ? p.rows : Math.max(p.rows, navChartPeriod('3y').rows);
}

export function navChartPeriod(key: string): NavChartPeriod {
  return NAV_CHART_PERIODS.find((p) => p.key === key) ?? (NAV_CHART_PERIODS[1] as NavChartPeriod);
}

/** The same day `months` earlier, clamped to that month's end (03-31 minus one month is 02-28). */
export function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  return addMonths(date, -months);
}

export interface NavPointLike {
  date: string;
  net_value: string;
  net_cumulative: string;
}

// The rows with a real date, oldest first, kept per rows array: the chart, its tabs and the returns table
// each read the same 3-year history (about 830 rows, read-only wire data), and checking each date is the
// costly part.
const datedOf = new WeakMap<readonly NavPointLike[], readonly NavPointLike[]>();

function datedOldestFirst<T extends NavPointLike>(rows: readonly T[]): readonly T[] {
  const known = datedOf.get(rows) as readonly T[] | undefined;
  if (known !== undefined) return known;
  const sorted = rows.filter((r) => isCalendarDate(r.date)).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  datedOf.set(rows, sorted);
  datedOf.set(sorted, sorted);
  return sorted;
}

/** The points of the period, oldest first, from rows in any order (the API sends newest first). */
export function navChartPoints<T extends NavPointLike>(rows: readonly T[], p: NavChartPeriod): T[] {
  const sorted = datedOldestFirst(rows);
  const latest = sorted[sorted.length - 1];
  if (latest === undefined || p.months === null) return [...sorted];
  const start = monthsBefore(latest.date, p.months);
  return sorted.filter((r) => r.date >= start);
}

/**
 * The period's return in percent by the cumulative NAV (dividends included): last / first - 1,
 * 2 places half-up, as a decimal string; null with fewer than two points or a zero start.
 */
export function periodReturnPercent(points: readonly NavPointLike[]): string | null {
  const first = parseDecimal(points[0]?.net_cumulative);
  const last = parseDecimal(points[points.length - 1]?.net_cumulative);
  if (points.length < 2 || first === null || last === null || first.eq(0)) return null;
  return roundHalfUp(last.div(first).minus(1).times(100), 2).toFixed(2);
}

/** Chart data as numbers: only for drawing, never for money arithmetic. */
/** A chart point: `value` for drawing only, `text` the exact figure a touch on the chart reads out. */
export interface ChartDatum {
  date: string;
  value: number;
  text: string;
}

export function navChartData(points: readonly NavPointLike[]): ChartDatum[] {
  return points.map((p) => ({ date: p.date, value: Number(p.net_value), text: p.net_value }));
}

export interface YieldPointLike {
  date: string;
  year_yld?: string | null;
}

/**
 * What a fund's chart draws: a money-like fund's NAV stays 1.0000, so it shows its 7-day annualised yield
 * (days without one are left out); any other fund its NAV. Numbers only for drawing.
 */
export function fundChartData(points: readonly (NavPointLike & YieldPointLike)[], moneyLike: boolean): ChartDatum[] {
  if (!moneyLike) return navChartData(points);
  return points.flatMap((p) =>
    p.year_yld === null || p.year_yld === undefined || p.year_yld === '' ? [] : [{ date: p.date, value: Number(p.year_yld), text: `${p.year_yld}%` }],
  );
}

/** A period start may fall on a holiday stretch: the first NAV can come this many days after it. */
const START_GRACE_DAYS = 10;

/**
 * The return of each period up to 3 years, from one history (rows in any order). A period the history
 * does not reach back to (a younger fund) has no return: null.
 */
export function periodReturns(rows: readonly NavPointLike[]): { period: NavChartPeriod; percent: string | null }[] {
  const points = datedOldestFirst(rows);
  const first = points[0];
  const latest = points[points.length - 1];
  return NAV_CHART_PERIODS.filter((p) => p.months !== null).map((p) => {
    if (first === undefined || latest === undefined || p.months === null) return { period: p, percent: null };
    const reaches = first.date <= addDays(monthsBefore(latest.date, p.months), START_GRACE_DAYS);
    return { period: p, percent: reaches ? periodReturnPercent(navChartPoints(points, p)) : null };
  });
}
