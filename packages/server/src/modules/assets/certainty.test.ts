// Certainty through the API (issue 24, B2): the NAV status of a held fund on a trading day before its NAV is
// out and on the weekend after; a day's income split by holding and cause, adding up to the 昨日收益 my
// assets shows, with a buy confirmed that day earning its own part; another investor sees none of it.
import type { FastifyInstance } from 'fastify';
import { toDecimal } from '@fund/core/money';
import { FundSubtype } from '@fund/core/fund';
import type { Database } from '../../db/database';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openFundIds, openTradingWorld, request, type Investor } from '../../testing/trading-kit';

let database: Database;
let app: FastifyInstance;
let me: Investor;
let fundId: number;

const buy = async (amount: string) => {
  const res = await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount, password: TRADE_PASSWORD });
  expect(res.statusCode).toBe(200);
};

const get = async (who: Investor, path: string) => {
  const res = await request(app, who, 'GET', path);
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
  me = await makeInvestor(database.db);
  [fundId] = (await openFundIds(database.db, FundSubtype.Mixed)) as [number];
  // Friday's buy is confirmed Monday 11-23; Tuesday's is confirmed Wednesday 11-25.
  await buy('10000.00');
  await moveTo(app, at('2026-11-24', '10:00'));
  await buy('5000.00');
  await moveTo(app, at('2026-11-26', '10:00'));
}, 180000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const amountOf = (list: { cause: string; amount: string }[], cause: string) => list.find((c) => c.cause === cause)?.amount ?? '0.00';

it('on a trading day before its NAV is out the fund is pending, priced at the day before', async () => {
  const pending = await get(me, '/insights/nav_status/');
  expect(pending).toMatchObject({ date: '2026-11-26', trading_day: '2026-11-26' });
  expect(pending.items).toEqual([expect.objectContaining({ fund_id: fundId, status: 'pending', status_display: '待更新', nav_date: '2026-11-25' })]);
  expect(pending.confirmed_worth).toBe('0.00');
  expect(pending.confirmed_display).toMatch(/其中 0\.00 元（0\.00%）按已确认净值计算/);
});

it('yesterday’s income splits by holding and cause into exactly the figure my assets shows', async () => {
  const assets = await get(me, '/funds/assets/mine/');
  const split = await get(me, '/insights/income_split/');
  expect(split.date).toBe('2026-11-25');
  expect(split.total).toBe(assets.income_latest);
  const sumOf = (xs: { amount?: string; income?: string }[]) => xs.reduce((s, x) => s.plus(x.amount ?? x.income ?? 0), toDecimal(0)).toFixed(2);
  expect(sumOf(split.holdings)).toBe(split.total);
  expect(sumOf(split.causes)).toBe(split.total);
  const [holding] = split.holdings;
  expect(sumOf(holding.causes)).toBe(holding.income);

  // The second buy was confirmed on 11-25: its shares earned that day's NAV change, the first buy's the rest.
  const second = await database.db.selectFrom('trade_orders').select(['shares_confirm', 'confirm_date']).where('user_id', '=', me.userId).where('confirm_date', '=', '2026-11-25').executeTakeFirstOrThrow();
  const change = toDecimal(holding.nav_after).minus(holding.nav_before);
  expect(holding.nav_change).toBe(change.toFixed(4));
  expect(amountOf(split.causes, 'buy')).toBe(change.times(second.shares_confirm!).round(2, 1).toFixed(2));
  const shares = await database.db.selectFrom('holdings').select('shares').where('user_id', '=', me.userId).where('fund_id', '=', fundId).executeTakeFirstOrThrow();
  expect(holding.shares).toBe(toDecimal(shares.shares).toFixed(2));
});

it('the day the first buy was confirmed, all its income is the buy’s', async () => {
  const split = await get(me, '/insights/income_split/?date=2026-11-23');
  expect(split.date).toBe('2026-11-23');
  expect(amountOf(split.causes, 'nav')).toBe('0.00');
  expect(amountOf(split.causes, 'buy')).toBe(split.total);
});

it('another investor sees none of it; bad dates are refused', async () => {
  const other = await makeInvestor(database.db);
  expect(await get(other, '/insights/income_split/?date=2026-11-25')).toMatchObject({ date: '2026-11-25', total: '0.00', holdings: [] });
  expect(await get(other, '/insights/income_split/')).toMatchObject({ date: null, total: '0.00' });
  expect((await get(other, '/insights/nav_status/')).items).toEqual([]);
  expect((await request(app, me, 'GET', '/insights/income_split/?date=2026-13-45')).statusCode).toBe(400);
  expect((await request(app, me, 'GET', '/insights/income_split/?date=yesterday')).statusCode).toBe(400);
  expect((await request(app, null, 'GET', '/insights/nav_status/')).statusCode).toBe(401);
});

it('on Saturday Friday’s NAV is the confirmed one', async () => {
  await moveTo(app, at('2026-11-28', '10:00'));
  const done = await get(me, '/insights/nav_status/');
  expect(done).toMatchObject({ trading_day: '2026-11-27', confirmed_percent: '100.00', confirmed_display: '全部按已确认净值计算' });
  expect(done.items[0]).toMatchObject({ status: 'updated', status_display: '已更新', nav_date: '2026-11-27' });
});
