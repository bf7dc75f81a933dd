// A portfolio's net value series, computed from its funds' published NAVs and its target weights:
// 1.0000 on the first target's start day, then each day moved by the weighted day returns of the funds
// under the target in force at the previous close (the portfolio is held at its target every day).
// A fund's day return counts its dividends (net_cumulative); money-like funds earn their per-10,000 income.
import { addDays } from '@fund/core/calendar';
import { type Decimal, roundHalfUp, toDecimal, toNavString } from '@fund/core/money';
import { FREE_RATE_FUND_SUBTYPES } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fundNavsBetween, fundSubtypes, targetsUpTo } from './catalogue-repo';

/** Inner precision of the running value; the wire shows 4 places. */
const INNER_DP = 12;
const PERCENT_DP = 2;
const YEAR_DAYS = 365;

export interface NavPoint {
  date: string;
  value: Decimal;
}

interface FundNav {
  net_value: string;
  net_cumulative: string;
  tenthou_unit_incm: string | null;
}

/** The portfolio's value on every day some of its funds published a NAV, from its first target to `day`. */
export async function portfolioNavSeries(db: Kysely<DB>, portfolioId: number, day: string): Promise<NavPoint[]> {
  const targets = await targetsUpTo(db, portfolioId, day);
  const start = targets[0]?.effective_from;
  if (start === undefined) return [];
  const sets = new Map<string, { fund_id: number; percent: string }[]>();
  for (const t of targets) sets.set(t.effective_from, [...(sets.get(t.effective_from) ?? []), { fund_id: t.fund_id, percent: t.percent }]);
  const setDates = [...sets.keys()];
  const fundIds = [...new Set(targets.map((t) => t.fund_id))];
  const funds = await fundSubtypes(db, fundIds);
  const moneyLike = new Set(funds.filter((f) => (FREE_RATE_FUND_SUBTYPES as readonly number[]).includes(f.symbol_stype)).map((f) => f.id));
  const navs = await fundNavsBetween(db, fundIds, start, day);
  const byDate = new Map<string, Map<number, FundNav>>();
  for (const n of navs) {
    const m = byDate.get(n.date) ?? new Map<number, FundNav>();
    m.set(n.fund_id, n);
    byDate.set(n.date, m);
  }

  const last = new Map<number, FundNav>();
  const points: NavPoint[] = [];
  let value = toDecimal(1);
  let setIndex = 0;
  for (const [date, today] of byDate) {
    if (points.length > 0) {
      // Weights in force at the previous close.
      const prevDate = points[points.length - 1]?.date ?? start;
      while (setIndex + 1 < setDates.length && (setDates[setIndex + 1] ?? '') <= prevDate) setIndex += 1;
      const weights = sets.get(setDates[setIndex] ?? '') ?? [];
      let ret = toDecimal(0);
      for (const w of weights) {
        const now = today.get(w.fund_id);
        const before = last.get(w.fund_id);
        if (!now) continue;
        let r: Decimal;
        if (moneyLike.has(w.fund_id)) r = toDecimal(now.tenthou_unit_incm ?? '0').div(10000);
        else if (before) r = toDecimal(now.net_cumulative).minus(before.net_cumulative).div(before.net_value);
        else continue;
        ret = ret.plus(r.times(w.percent).div(100));
      }
      value = roundHalfUp(value.times(ret.plus(1)), INNER_DP);
    }
    for (const [fundId, nav] of today) last.set(fundId, nav);
    points.push({ date, value });
  }
  return points;
}

/** Percent change from a to b, 2 places (null when a is zero). */
function percentBetween(a: Decimal, b: Decimal): string | null {
  if (a.eq(0)) return null;
  return roundHalfUp(b.div(a).minus(1).times(100), PERCENT_DP).toFixed(PERCENT_DP);
}

/** The wire points: the net value to 4 places and its change from the day before (null on the first day). */
export function navWirePoints(points: readonly NavPoint[]): Wire.PortfolioNetValuePoint[] {
  return points.map((p, i) => {
    const prev = points[i - 1];
    const nav = toNavString(p.value);
    return { date: p.date, net_value: nav, percent: prev ? percentBetween(toDecimal(toNavString(prev.value)), toDecimal(nav)) : null };
  });
}

function shiftYear(date: string, years: number): string {
  return addDays(date, -YEAR_DAYS * years);
}

export interface NavFigures {
  /** Latest net value, 4 places ('1.0000' before any history). */
  net_value: string;
  /** Return since the start, percent with 2 places. */
  cumulative: string;
  /** Return over the last year, percent with 2 places; null with less than a year of history. */
  yld: string | null;
}

export function navFigures(points: readonly NavPoint[]): NavFigures {
  const first = points[0];
  const latest = points[points.length - 1];
  if (!first || !latest) return { net_value: toNavString(1), cumulative: '0.00', yld: null };
  const yearAgo = shiftYear(latest.date, 1);
  // The last value on or before the same day a year ago.
  let base: NavPoint | undefined;
  for (const p of points) {
    if (p.date > yearAgo) break;
    base = p;
  }
  return {
    net_value: toNavString(latest.value),
    cumulative: percentBetween(first.value, latest.value) ?? '0.00',
    yld: base ? percentBetween(base.value, latest.value) : null,
  };
}
