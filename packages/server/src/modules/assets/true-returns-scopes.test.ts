// True returns of a fixed-investment plan and of a held portfolio through the API. The plan's figures are
// rebuilt here from its own debits and the fund's NAVs (a direct buy of the same fund must not count); the
// portfolio's single buy gives a money-weighted return of its funds' worth over what was paid. Another user
// gets 404 for both, and two scopes at once or a bad id are refused with 400.
import type { FastifyInstance } from 'fastify';
import { toDecimal, type Decimal } from '@fund/core/money';
import { toDayNumber } from '@fund/core/calendar';
import { FundSubtype } from '@fund/core/fund';
import { FixedInvestmentPeriodUnit } from '@fund/core/plan';
import type { Database } from '../../db/database';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openFundIds, openTradingWorld, request, type Investor } from '../../testing/trading-kit';
import { INSIGHTS_MESSAGES } from '@fund/core/assets';
import { targetPositions } from '../portfolio/catalog-repo';

const END = '2026-12-18';

let database: Database;
let app: FastifyInstance;
let me: Investor;
let fundId: number;
let planId: number;
let portfolioId: number;
const db = () => database.db;

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
  me = await makeInvestor(db());
  [fundId] = (await openFundIds(db(), FundSubtype.Mixed, 1, { fixed: true })) as [number];
  // Weekly on Mondays: 11-23, 11-30, 12-07 and 12-14 before the end.
  const plan = await request(app, me, 'POST', '/funds/fixed_investment/', { fund: fundId, bank_card: me.cardId, amount: '500.00', password: TRADE_PASSWORD, period_unit: FixedInvestmentPeriodUnit.Weekly, trade_date: 1 });
  expect(plan.statusCode).toBe(200);
  planId = (await db().selectFrom('fixed_investments').select('id').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).id;
  const direct = await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '3000.00', password: TRADE_PASSWORD });
  expect(direct.statusCode).toBe(200);

  portfolioId = (await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow()).id;
  await db().updateTable('portfolios').set({ allow_trade: true, allow_buy: true, allow_sell: true, investment_risk: 101, amount_min_buy: '100.00', amount_max_buy: '1000000.00' }).where('id', '=', portfolioId).execute();
  const members = (await targetPositions(db(), portfolioId, '2026-11-20')).map((t) => t.fund_id);
  await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2 }).where('id', 'in', members).execute();
  const bought = await request(app, me, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: portfolioId, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD });
  expect(bought.statusCode).toBe(200);
  // A week at a time, so the settlement runs each week's debit on its day.
  for (const day of ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15', END]) await moveTo(app, at(day, '20:00'));
}, 240000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const returnsOf = async (who: Investor, query: string) => {
  const res = await request(app, who, 'GET', `/insights/returns/${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const six = (x: Decimal) => x.round(6, 1).toFixed(6);

/** The NPV of the flows (money in negative) at a yearly rate, in decimals. */
function npv(flows: { date: string; amount: Decimal }[], rate: number): number {
  const t0 = toDayNumber(flows[0]!.date);
  return flows.reduce((s, f) => s + Number(f.amount) / Math.pow(1 + rate, (toDayNumber(f.date) - t0) / 365), 0);
}

it("a plan's returns are those of its own debits' shares, rebuilt from its orders and the fund's NAVs", async () => {
  const orders = await db().selectFrom('trade_orders').select(['trade_date', 'amount', 'shares_confirm']).where('user_id', '=', me.userId).where('fixed_investment_id', '=', planId).where('shares_confirm', 'is not', null).orderBy('trade_date').execute();
  expect(orders.map((o) => o.trade_date)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
  const navs = await db().selectFrom('fund_navs').select(['date', 'net_value']).where('fund_id', '=', fundId).where('date', '>=', orders[0]!.trade_date).where('date', '<=', END).orderBy('date').execute();
  // By hand: each close's value is the plan's shares so far × the NAV; a debit is money in on its trade date.
  let shares = toDecimal(0);
  let previous: Decimal | null = null;
  let growth = toDecimal(1);
  for (const n of navs) {
    const today = orders.filter((o) => o.trade_date === n.date);
    const flow = today.reduce((s, o) => s.plus(o.amount), toDecimal(0));
    shares = today.reduce((s, o) => s.plus(o.shares_confirm!), shares);
    const value = shares.times(n.net_value);
    if (previous !== null) growth = growth.times(value.minus(flow).div(previous));
    previous = value;
  }
  const last = navs.at(-1)!;
  const flows = [...orders.map((o) => ({ date: o.trade_date, amount: toDecimal(o.amount).neg() })), { date: last.date, amount: previous! }];

  const r = await returnsOf(me, `?plan_id=${planId}`);
  expect(r).toMatchObject({ status: 'ok', plan_id: planId, fund_id: null, portfolio_id: null, from: '2026-11-23', to: last.date });
  expect(r.time_weighted).toBe(six(growth.minus(1)));
  // The XIRR is where the flows are worth nothing: the NPV changes sign across it.
  const rate = Number(r.xirr);
  expect(npv(flows, rate - 1e-5) * npv(flows, rate + 1e-5)).toBeLessThan(0);
  // The direct buy of the same fund is the holding's, not the plan's.
  const holding = await returnsOf(me, `?fund_id=${fundId}`);
  expect(holding.from < r.from).toBe(true);
});

it("a portfolio's single buy: the money-weighted return is its funds' worth over what was paid", async () => {
  const children = await db().selectFrom('trade_orders').select(['fund_id', 'trade_date', 'amount', 'shares_confirm']).where('user_id', '=', me.userId).where('portfolio_id', '=', portfolioId).execute();
  expect(children.length).toBeGreaterThan(1);
  const tradeDate = children[0]!.trade_date;
  let worth = toDecimal(0);
  let to = '';
  for (const c of children) {
    const nav = await db().selectFrom('fund_navs').select(['date', 'net_value']).where('fund_id', '=', c.fund_id).where('date', '<=', END).orderBy('date', 'desc').executeTakeFirst();
    worth = worth.plus(toDecimal(c.shares_confirm!).times(nav?.net_value ?? 1));
    if (nav && nav.date > to) to = nav.date;
  }
  const paid = children.reduce((s, c) => s.plus(c.amount), toDecimal(0));
  expect(paid.toFixed(2)).toBe('10000.00');

  const r = await returnsOf(me, `?portfolio_id=${portfolioId}&period=all`);
  expect(r).toMatchObject({ status: 'ok', portfolio_id: portfolioId, plan_id: null, fund_id: null, from: tradeDate, to });
  expect(r.money_weighted).toBe(six(worth.div(paid).minus(1)));
  // Portfolio shares are not held directly: the account's figures are those of the one fund held directly.
  const account = await returnsOf(me, '');
  expect({ ...account, fund_id: fundId }).toEqual(await returnsOf(me, `?fund_id=${fundId}`));
});

it("another user's plan or portfolio, and unknown ones, are not found; two scopes at once or bad ids are refused", async () => {
  const other = await makeInvestor(db());
  const status = async (who: Investor | null, query: string) => (await request(app, who, 'GET', `/insights/returns/${query}`)).statusCode;
  expect(await status(other, `?plan_id=${planId}`)).toBe(404);
  expect(await status(other, `?portfolio_id=${portfolioId}`)).toBe(404);
  expect(await status(me, '?plan_id=999999')).toBe(404);
  expect(await status(me, '?portfolio_id=999999')).toBe(404);
  const both = await request(app, me, 'GET', `/insights/returns/?plan_id=${planId}&fund_id=${fundId}`);
  expect(both.statusCode).toBe(400);
  expect(both.body).toContain(INSIGHTS_MESSAGES.oneReturnsScope);
  expect(await status(me, `?plan_id=${planId}&portfolio_id=${portfolioId}`)).toBe(400);
  expect(await status(me, '?plan_id=abc')).toBe(400);
  expect(await status(me, '?portfolio_id=-1')).toBe(400);
  expect(await status(null, `?plan_id=${planId}`)).toBe(401);
});
