// True returns (XIRR, TWR, the behaviour gap) of one fund held directly, of all of them together, of one
// fixed-investment plan or of one held portfolio, over a period. The daily values are rebuilt from the ledger's share movements and the funds' NAVs; each
// buy counts as money put in on its trade date, at whose NAV it is priced (what was paid, fee included), each sell as money taken
// out (the proceeds), each cash dividend likewise; reinvested dividends move shares, not money.
// A portfolio is the holding scope of its child orders: its buys and sells (rebalancing ones too: the sold
// value leaves as money and comes back as the re-buy's payment, so neither return sees a jump) and dividends.
// A plan is the holding of its own orders' shares: its debits are the money in, and the shares they bought,
// valued at each day's NAV, its value. Sells and dividends of the fund are the holding's, not attributed to a
// plan (which lot a sell took is a choice, not a fact): a plan's returns are those of its buying, held.
import type { Kysely } from 'kysely';
import { beijingDate, type CalendarDate } from '@fund/core/calendar';
import { toDecimal, type Decimal } from '@fund/core/money';
import { PAYING_DIRECTIONS, TradeDirection, type TradeDirection as Direction } from '@fund/core/trade';
import { INSIGHTS_MESSAGES, periodStart, rateText, trueReturns, TRUE_RETURNS_STATUS_TEXTS, type DailyValue, type ReturnPeriodKey, type TrueReturnsAnswer } from '@fund/core/assets';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { HELD_MESSAGES } from '@fund/core/portfolio';
import { ownPlan } from '../plan/plan-service';
import { cashDividends, hasPortfolioOrders, navsFrom, shareMovements, type ReturnsScope, type ShareMovement } from './true-returns-repo';

const dateOf = (at: Date | string): CalendarDate => beijingDate(at instanceof Date ? at : new Date(at));

/** Money the investor put in with a share movement (negative: taken out). */
function moneyIn(m: ShareMovement): Decimal {
  if (m.direction === null) return toDecimal(0);
  if (PAYING_DIRECTIONS.includes(m.direction as Direction)) return toDecimal(m.amount ?? 0);
  if (m.direction === TradeDirection.Sell) return toDecimal(m.amount_confirm ?? 0).neg();
  return toDecimal(0);
}

/** One value a trading day, from the first movement to `today`, with the day's money flows. */
async function dailyValues(db: Kysely<DB>, userId: number, scope: ReturnsScope, today: CalendarDate): Promise<DailyValue[]> {
  const moves = await shareMovements(db, userId, scope);
  const cash = await cashDividends(db, userId, scope);
  if (moves.length === 0) return [];
  const events = [
    ...moves.map((m) => ({ fund: m.fund_id, date: m.trade_date ?? dateOf(m.at), shares: toDecimal(m.shares), flow: moneyIn(m) })),
    ...cash.map((c) => ({ fund: c.fund_id, date: c.trade_date, shares: toDecimal(0), flow: toDecimal(c.amount).neg() })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = events[0]!.date;
  const funds = [...new Set(events.map((e) => e.fund))];
  // The cash treasure is worth 1 a share on days it publishes no NAV.
  const par = new Set(moves.filter((m) => m.is_bao).map((m) => m.fund_id));
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
      const nav = navOn.get(`${fund}|${day}`) ?? navByFund.get(fund) ?? (par.has(fund) ? toDecimal(1) : undefined);
      if (nav) navByFund.set(fund, nav);
      value = value.plus((shares.get(fund) ?? toDecimal(0)).times(nav ?? 0));
    }
    if (value.gt(0) || !flow.eq(0)) points.push({ date: day, value, flow });
  }
  return points;
}

interface ReturnsQuery {
  period: ReturnPeriodKey;
  fund_id?: number;
  plan_id?: number;
  portfolio_id?: number;
}

/** The scope asked for, once the plan or portfolio is known to be the user's (404 otherwise: nothing said of others'). */
async function scopeOf(db: Kysely<DB>, userId: number, query: ReturnsQuery): Promise<ReturnsScope> {
  const asked = [query.fund_id, query.plan_id, query.portfolio_id].filter((id) => id !== undefined);
  if (asked.length > 1) throw detailError(400, INSIGHTS_MESSAGES.oneReturnsScope);
  if (query.plan_id !== undefined) {
    const plan = await ownPlan(db, userId, query.plan_id);
    return { portfolioId: 0, fundId: plan.fund_id, planId: plan.id };
  }
  if (query.portfolio_id !== undefined) {
    if (!(await hasPortfolioOrders(db, userId, query.portfolio_id))) throw detailError(404, HELD_MESSAGES.portfolioNotHeld);
    return { portfolioId: query.portfolio_id };
  }
  return { portfolioId: 0, fundId: query.fund_id };
}

export async function trueReturnsOf(db: Kysely<DB>, userId: number, query: ReturnsQuery, now: Date): Promise<TrueReturnsAnswer> {
  const today = beijingDate(now);
  const points = await dailyValues(db, userId, await scopeOf(db, userId, query), today);
  const to = points.at(-1)?.date ?? today;
  const r = trueReturns(points, periodStart(query.period, to));
  return {
    period: query.period,
    fund_id: query.fund_id ?? null,
    plan_id: query.plan_id ?? null,
    portfolio_id: query.portfolio_id ?? null,
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
