// The money calendar through the API (issue 24, B3): a fresh investor's monthly plan on the 1st shows its
// next debit on 2027-01-04 (New Year's Day is closed, then a weekend); a buy shows on its confirmation day,
// linked to the order; another investor sees none of it; months out of range or malformed are refused.
import type { FastifyInstance } from 'fastify';
import { FundSubtype } from '@fund/core/fund';
import type { Database } from '../../db/database';
import { TRADE_PASSWORD, at, makeInvestor, openFundIds, openTradingWorld, request, type Investor } from '../../testing/trading-kit';

let database: Database;
let app: FastifyInstance;
let me: Investor;
let fundId: number;
let planId: number;

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-12-10', '10:00')));
  me = await makeInvestor(database.db);
  [fundId] = (await openFundIds(database.db, FundSubtype.Mixed, 1, { fixed: true })) as [number];
  await database.db.updateTable('funds').set({ amount_fixed_min: '10.00' }).where('id', '=', fundId).execute();
  const plan = await request(app, me, 'POST', '/funds/fixed_investment/', { fund: fundId, bank_card: me.cardId, amount: '500.00', password: TRADE_PASSWORD, period_unit: 0, trade_date: 1 });
  expect(plan.statusCode).toBe(200);
  planId = plan.json().id;
  const bought = await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '1000.00', password: TRADE_PASSWORD });
  expect(bought.statusCode).toBe(200);
}, 180000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const calendarOf = async (who: Investor, query = '') => {
  const res = await request(app, who, 'GET', `/insights/calendar/${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

it('lists the plan’s next debit on the first trading day of January', async () => {
  const jan = await calendarOf(me, '?month=2027-01');
  expect(jan).toMatchObject({ month: '2027-01', today: '2026-12-10', previous: '2026-12', next: '2027-02' });
  expect(jan.events.filter((e: { kind: string }) => e.kind === 'plan-debit')).toEqual([
    expect.objectContaining({ date: '2027-01-04', kind_display: '定投扣款', amount: '500.00', url: `/accounts/funds/fixed_investments/${planId}/`, done: false }),
  ]);
  const next = (await request(app, me, 'GET', `/funds/fixed_investment/${planId}/`)).json().next_date;
  expect(next).toBe('2027-01-04');
});

it('this month: the buy confirms on its confirmation day, linked to its order', async () => {
  const order = await database.db.selectFrom('trade_orders').select(['id', 'confirm_date']).where('user_id', '=', me.userId).where('fund_id', '=', fundId).executeTakeFirstOrThrow();
  const dec = await calendarOf(me);
  expect(dec.month).toBe('2026-12');
  expect(dec.events).toContainEqual(expect.objectContaining({ date: order.confirm_date, kind: 'buy-confirm', amount: '1000.00', url: `/accounts/funds/trades/${order.id}/` }));
  expect(dec.events.some((e: { kind: string }) => e.kind === 'plan-debit')).toBe(false);
});

it('another investor sees none of it; bad months are refused', async () => {
  const other = await makeInvestor(database.db);
  expect((await calendarOf(other, '?month=2027-01')).events).toEqual([]);
  expect((await calendarOf(other)).events).toEqual([]);
  for (const month of ['2027-13', '2027-1', 'abc', '2027-03', '2025-11']) {
    expect([month, (await request(app, me, 'GET', `/insights/calendar/?month=${month}`)).statusCode]).toEqual([month, 400]);
  }
  expect((await request(app, null, 'GET', '/insights/calendar/')).statusCode).toBe(401);
});
