// The NAV comparison of two funds (/symbols/funds/comparison/detail/): both funds measured from the same
// first day of the period, as the return since that day by the cumulative NAV (dividends included), so
// two funds with different NAV levels share one axis.
import { parseDecimal, roundHalfUp } from '../money/decimal';
import { navChartPoints, periodReturnPercent, type NavChartPeriod, type NavPointLike } from '../fund/nav-chart-periods';

/** One point of a line on the comparison chart; value is the return in percent (for drawing only). */
export interface ComparisonDatum {
  date: string;
  value: number;
  /** The fund the point belongs to: its name, as the chart legend shows it. */
  series: string;
}

export interface NavComparison {
  data: ComparisonDatum[];
  /** Each fund's return over the shared dates: a 2-place decimal string, null when it cannot be told. */
  returns: [string | null, string | null];
}

export interface ComparedFund<T extends NavPointLike> {
  name: string;
  rows: readonly T[];
}

/** Rows of the period on the days both funds have a NAV, oldest first. */
function sharedPoints<T extends NavPointLike>(rows: readonly T[], otherDates: ReadonlySet<string>, period: NavChartPeriod): T[] {
  return navChartPoints(
    rows.filter((r) => otherDates.has(r.date)),
    period,
  );
}

function returnSeries(points: readonly NavPointLike[], series: string): ComparisonDatum[] {
  const base = parseDecimal(points[0]?.net_cumulative);
  if (base === null || base.eq(0)) return [];
  return points.flatMap((p) => {
    const value = parseDecimal(p.net_cumulative);
    return value === null ? [] : [{ date: p.date, value: Number(roundHalfUp(value.div(base).minus(1).times(100), 2)), series }];
  });
}

export function navComparison<T extends NavPointLike>(a: ComparedFund<T>, b: ComparedFund<T>, period: NavChartPeriod): NavComparison {
  const datesA = new Set(a.rows.map((r) => r.date));
  const datesB = new Set(b.rows.map((r) => r.date));
  // The period is measured back from the latest day both have, so one fund's newer NAV cannot shift it.
  const pointsA = sharedPoints(a.rows, datesB, period);
  const pointsB = sharedPoints(b.rows, datesA, period);
  return {
    data: [...returnSeries(pointsA, a.name), ...returnSeries(pointsB, b.name)],
    returns: [periodReturnPercent(pointsA), periodReturnPercent(pointsB)],
  };
}
