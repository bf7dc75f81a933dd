// The estimate an owner sees before publishing (estimate_netvalue): a backtest, not a forecast. The chosen
// weights are held over the last year of published NAVs, rebalanced to the weights every day, as the
// portfolio's own NAV series is computed (catalog-nav); the answer says it is a backtest.
import { OWNER_TEXTS, type EstimateNetvalueAnswer, type OwnerPosition } from '@fund/core/portfolio';
import { FREE_RATE_FUND_SUBTYPES } from '@fund/core/fund';
import { addDays } from '@fund/core/calendar';
import { roundHalfUp, toDecimal, toNavString, type Decimal } from '@fund/core/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fundNavsBetween } from '../catalogue-repo';
import type { FundFacts } from './owner-funds';

const INNER_DP = 12;
const PERCENT_DP = 2;
const YEAR_DAYS = 365;


interface Nav {
  net_value: string;
  net_cumulative: string;
  tenthou_unit_incm: string | null;
}

/** Day returns weighted by the fixed weights; a fund without yesterday's NAV adds nothing that day. */
export async function backtest(db: Kysely<DB>, positions: readonly (OwnerPosition & { fund: FundFacts })[], today: string): Promise<EstimateNetvalueAnswer> {
  const start = addDays(today, -YEAR_DAYS);
  const ids = positions.map((p) => p.fund.id);
  const moneyLike = new Set(positions.filter((p) => (FREE_RATE_FUND_SUBTYPES as readonly number[]).includes(p.fund.symbol_stype)).map((p) => p.fund.id));
  const navs = ids.length === 0 ? [] : await fundNavsBetween(db, ids, start, today);
  const byDate = new Map<string, Map<number, Nav>>();
  for (const n of navs) byDate.set(n.date, (byDate.get(n.date) ?? new Map<number, Nav>()).set(n.fund_id, n));
  const last = new Map<number, Nav>();
  const points: { date: string; value: Decimal }[] = [];
  let value = toDecimal(1);
  for (const [date, day] of byDate) {
    if (points.length > 0) {
      let ret = toDecimal(0);
      for (const p of positions) {
        const now = day.get(p.fund.id);
        const before = last.get(p.fund.id);
        if (!now) continue;
        const r = moneyLike.has(p.fund.id) ? toDecimal(now.tenthou_unit_incm ?? '0').div(10000) : before ? toDecimal(now.net_cumulative).minus(before.net_cumulative).div(before.net_value) : null;
        if (r !== null) ret = ret.plus(r.times(p.percent).div(100));
      }
      value = roundHalfUp(value.times(ret.plus(1)), INNER_DP);
    }
    for (const [id, nav] of day) last.set(id, nav);
    points.push({ date, value });
  }
  const end = points[points.length - 1];
  return {
    backtest: true,
    label: OWNER_TEXTS.backtestLabel,
    note: OWNER_TEXTS.backtestNote,
    start_date: points[0]?.date ?? null,
    end_date: end?.date ?? null,
    net_value: toNavString(end?.value ?? 1),
    percent: roundHalfUp((end?.value ?? toDecimal(1)).minus(1).times(100), PERCENT_DP).toFixed(PERCENT_DP),
    points: points.map((p) => ({ date: p.date, net_value: toNavString(p.value) })),
  };
}
