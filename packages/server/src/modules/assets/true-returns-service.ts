// True returns (XIRR, TWR, the behaviour gap) of one fund held directly, or of all of them together, over
// a period. The daily values are rebuilt from the ledger's share movements and the funds' NAVs; each
// buy counts as money put in on its trade date, at whose NAV it is priced (what was paid, fee included), each sell as money taken
// out (the proceeds), each cash dividend likewise; reinvested dividends move shares, not money.
import type { Kysely } from 'kysely';
import { beijingDate, type CalendarDate } from '@fund/core/calendar';
import { toDecimal, type Decimal } from '@fund/core/money';
import { PAYING_DIRECTIONS, TradeDirection, type TradeDirection as Direction } from '@fund/core/trade';
import { periodStart, rateText, trueReturns, TRUE_RETURNS_STATUS_TEXTS, type DailyValue, type ReturnPeriodKey, type TrueReturnsAnswer } from '@fund/core/assets';
import type { DB } from '../../db/schema';
import { cashDividends, navsFrom, shareMovements, type ShareMovement } from './true-returns-repo';

const dateOf = (at: Date | string): CalendarDate => beijingDate(at instanceof Date ? at : new Date(at));

/** Money the investor put in with a share movement (negative: taken out). */
function moneyIn(m: ShareMovement): Decimal {
  if (m.direction === null) return toDecimal(0);
  if (PAYING_DIRECTIONS.includes(m.direction as Direction)) return toDecimal(m.amount ?? 0);
  if (m.direction === TradeDirection.Sell) return toDecimal(m.amount_confirm ?? 0).neg();
  return toDecimal(0);
}

/** One value a trading day, from the first movement to `today`, with the day's money flows. */
async function dailyValues(db: Kysely<DB>, userId: number, fundId: number | undefined, today: CalendarDate): Promise<DailyValue[]> {
  const moves = await shareMovements(db, userId, fundId);
  const cash = await cashDividends(db, userId, fundId);
  if (moves.length === 0) return [];
  const events = [
    ...moves.map((m) => ({ fund: m.fund_id, date: m.trade_date ?? dateOf(m.at), shares: toDecimal(m.shares), flow: moneyIn(m) })),
    ...cash.map((c) => ({ fund: c.fund_id, date: c.trade_date, shares: toDecimal(0), flow: toDecimal(c.amount).neg() })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = events[0]!.date;
  const funds = [...new Set(events.map((e) => e.fund))];
  const navs = await navsFrom(db, funds, first, today);
  const days = [...new Set(navs.map((n) => n.date))].sort();
  const navByFund = new Map<number, Decimal>();
  const navOn = new Map(navs.map((n) => [`${n.fund_id}|${n.date}`, toDecimal(n.net_value)]));
  const shares = new Map<number, Decimal>();
  const points: DailyValue[] = [];
  let next = 0;
  for (const day of days) {
    // Movements on a day without a NAV (a weekend) count on the next trading day.
    let flow = toDecimal(0);
    while (next < events.length && events[next]!.date <= day) {
      const e = events[next]!;
      shares.set(e.fund, (shares.get(e.fund) ?? toDecimal(0)).plus(e.shares));
      flow = flow.plus(e.flow);
      next += 1;
    }
    let value = toDecimal(0);
    for (const fund of funds) {
      const nav = navOn.get(`${fund}|${day}`) ?? navByFund.get(fund);
      if (nav) navByFund.set(fund, nav);
      value = value.plus((shares.get(fund) ?? toDecimal(0)).times(nav ?? 0));
    }
    if (value.gt(0) || !flow.eq(0)) points.push({ date: day, value, flow });
  }
  return points;
}

export async function trueReturnsOf(db: Kysely<DB>, userId: number, query: { period: ReturnPeriodKey; fund_id?: number }, now: Date): Promise<TrueReturnsAnswer> {
  const today = beijingDate(now);
  const points = await dailyValues(db, userId, query.fund_id, today);
  const to = points.at(-1)?.date ?? today;
  const r = trueReturns(points, periodStart(query.period, to));
  return {
    period: query.period,
    fund_id: query.fund_id ?? null,
    status: r.status,
    status_display: TRUE_RETURNS_STATUS_TEXTS[r.status],
    from: r.from,
    to: r.to,
    days: r.days,
    xirr: rateText(r.xirr),
    money_weighted: rateText(r.moneyWeighted),
    time_weighted: rateText(r.timeWeighted),
    behaviour_gap: rateText(r.behaviourGap),
  };
}
