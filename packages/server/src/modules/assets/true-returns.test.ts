// True returns through the API: a buy held for weeks gives XIRR and TWR that match what the test works out
// from the order and the NAVs itself; the whole account with one fund agrees with that fund; another user
// sees nothing of it; bad queries answer 400.
import type { FastifyInstance } from 'fastify';
import { decimalPow, toDecimal } from '@fund/core/money';
import { toDayNumber } from '@fund/core/calendar';
import type { Database } from '../../db/database';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openFundIds, openTradingWorld, request, type Investor } from '../../testing/trading-kit';
import { FundSubtype } from '@fund/core/fund';

let database: Database;
let app: FastifyInstance;
let me: Investor;
let fundId: number;

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
  me = await makeInvestor(database.db);
  [fundId] = (await openFundIds(database.db, FundSubtype.Mixed)) as [number];
  const bought = await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD });
  expect(bought.statusCode).toBe(200);
  await moveTo(app, at('2026-12-18', '20:00'));
}, 180000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const returnsOf = async (who: Investor, query: string) => {
  const res = await request(app, who, 'GET', `/insights/returns/${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

it('a single buy: the money-weighted and time-weighted returns are what the order and the NAVs say', async () => {
  const order = await database.db.selectFrom('trade_orders').selectAll().where('user_id', '=', me.userId).where('fund_id', '=', fundId).executeTakeFirstOrThrow();
  const navs = await database.db.selectFrom('fund_navs').select(['date', 'net_value']).where('fund_id', '=', fundId).where('date', '>=', order.trade_date).where('date', '<=', '2026-12-18').orderBy('date').execute();
  const holding = await database.db.selectFrom('holdings').select('shares').where('user_id', '=', me.userId).where('fund_id', '=', fundId).executeTakeFirstOrThrow();
  const first = navs[0]!;
  const last = navs.at(-1)!;
  expect(first.date).toBe(order.trade_date);
  const end = toDecimal(holding.shares).times(last.net_value);
  const days = toDayNumber(last.date) - toDayNumber(first.date);

  const r = await returnsOf(me, `?fund_id=${fundId}&period=all`);
  expect(r).toMatchObject({ status: 'ok', from: order.trade_date, to: last.date, days, fund_id: fundId });
  // What the investor earned on the 10,000.00 paid (fee included) and what the fund did from the bought shares on.
  expect(r.money_weighted).toBe(end.div(order.amount).minus(1).round(6, 1).toFixed(6));
  expect(r.time_weighted).toBe(end.div(toDecimal(order.shares_confirm!).times(first.net_value)).minus(1).round(6, 1).toFixed(6));
  expect(r.xirr).toBe(decimalPow(end.div(order.amount), toDecimal(365).div(days)).minus(1).round(6, 1).toFixed(6));
  // The gap is the fee: the fund's return on the shares, less what was paid for them.
  expect(toDecimal(r.behaviour_gap).lt(0)).toBe(true);
});

it('the whole account holding one fund says the same as that fund', async () => {
  const fund = await returnsOf(me, `?fund_id=${fundId}&period=all`);
  const account = await returnsOf(me, '');
  expect({ ...account, fund_id: fundId }).toEqual(fund);
});

it('a month window starts from the close before it', async () => {
  const r = await returnsOf(me, `?fund_id=${fundId}&period=m1`);
  expect(r.status).toBe('ok');
  expect(r.from >= '2026-11-17').toBe(true);
});

it('another investor sees none of it, and bad queries are refused', async () => {
  const other = await makeInvestor(database.db);
  expect(await returnsOf(other, `?fund_id=${fundId}`)).toMatchObject({ status: 'no-data', xirr: null, status_display: expect.stringMatching(/暂无法计算/) });
  expect((await request(app, me, 'GET', '/insights/returns/?period=5y')).statusCode).toBe(400);
  expect((await request(app, me, 'GET', '/insights/returns/?fund_id=abc')).statusCode).toBe(400);
  expect((await request(app, null, 'GET', '/insights/returns/')).statusCode).toBe(401);
});
