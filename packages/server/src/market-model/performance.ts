// The period returns a fund row carries (percent_day ... percent_three_year), from its NAV history.
import { addDays, addMonths } from '@fund/core/calendar';
import type { FundPerformanceColumns } from '../db/tables/market-tables';
import type { NavRow } from './series';
import { percentChange } from './series';

type PeriodKey = Exclude<keyof FundPerformanceColumns, 'tradedate' | 'net_value' | 'net_cumulative' | 'year_yld' | 'tenthou_unit_incm' | 'percent_day'>;

const PERIODS: readonly [PeriodKey, number, number][] = [
  // [column, months back, days back]
  ['percent_week', 0, 7],
  ['percent_month', 1, 0],
  ['percent_season', 3, 0],
  ['percent_six_month', 6, 0],
  ['percent_year', 12, 0],
  ['percent_two_year', 24, 0],
  ['percent_three_year', 36, 0],
];

/** Month ends clamp (03-31 minus one month is 02-28), as the NAV chart's periods do. */
function shift(date: string, months: number, days: number): string {
  return addDays(addMonths(date, -months), -days);
}

/** The last row on or before `date`, or undefined when the history starts after it. */
function rowOnOrBefore(rows: readonly NavRow[], date: string): NavRow | undefined {
  let lo = 0;
  let hi = rows.length - 1;
  let found: NavRow | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = rows[mid];
    if (row === undefined) break;
    if (row.date <= date) {
      found = row;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

export function performanceOf(rows: readonly NavRow[]): FundPerformanceColumns {
  const last = rows[rows.length - 1];
  const out: FundPerformanceColumns = {
    tradedate: last?.date ?? null,
    net_value: last?.net_value ?? null,
    net_cumulative: last?.net_cumulative ?? null,
    year_yld: last?.year_yld ?? null,
    tenthou_unit_incm: last?.tenthou_unit_incm ?? null,
    percent_day: last?.percent ?? null,
    percent_week: null,
    percent_month: null,
    percent_season: null,
    percent_six_month: null,
    percent_year: null,
    percent_two_year: null,
    percent_three_year: null,
  };
  if (!last) return out;
  for (const [key, months, days] of PERIODS) {
    // Returns use the cumulative NAV so a dividend does not read as a loss.
    const base = rowOnOrBefore(rows, shift(last.date, months, days));
    out[key] = base ? percentChange(last.net_cumulative, base.net_cumulative) : null;
  }
  return out;
}
