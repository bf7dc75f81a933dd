// The sell quote names the first date the same sell costs less: shares confirmed 5 days ago pay 1.5%
// today and the fund's ordinary rate from their 7th day; shares held long enough get no such line.
import type { FastifyInstance } from 'fastify';
import { addDays } from '@fund/core/calendar';
import { FundSubtype } from '@fund/core/fund';
import { toDecimal } from '@fund/core/money';
import type { Database } from '../../db/database';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openFundIds, openTradingWorld, request, type Investor } from '../../testing/trading-kit';

let database: Database;
let app: FastifyInstance;
let me: Investor;
let fundId: number;

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-11-16', '10:00')));
  me = await makeInvestor(database.db);
  [fundId] = (await openFundIds(database.db, FundSubtype.Mixed)) as [number];
  expect((await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD })).statusCode).toBe(200);
  // Confirmed on the 17th: on the 20th it has been held 3 days, under the 7 that end the 1.5%.
  await moveTo(app, at('2026-11-20', '10:00'));
}, 180000);

afterAll(async () => {
  await app.close();
  await database.close();
});

it('a lot held 5 days: 1.5% today, and the date from which the ordinary rate applies', async () => {
  const order = await database.db.selectFrom('trade_orders').select(['confirm_date', 'shares_confirm']).where('user_id', '=', me.userId).where('fund_id', '=', fundId).executeTakeFirstOrThrow();
  const fund = await database.db.selectFrom('funds').select(['net_value', 'fare_ratio_sell', 'discount_rate_sell']).where('id', '=', fundId).executeTakeFirstOrThrow();
  const shares = order.shares_confirm!;
  const res = await request(app, me, 'GET', `/funds/sell_fee/?fund_id=${fundId}&shares=${shares}&bank_card_id=${me.cardId}`);
  expect(res.statusCode).toBe(200);
  const worth = toDecimal(shares).times(fund.net_value!);
  const today = worth.times('0.015').round(2, 1);
  const later = worth.times(toDecimal(fund.fare_ratio_sell).times(fund.discount_rate_sell)).round(2, 1);
  expect(res.json()).toMatchObject({
    fee: today.toFixed(2),
    fee_drop: { date: addDays(order.confirm_date, 7), fee: later.toFixed(2), saving: today.minus(later).toFixed(2) },
    // One lot, held from its confirmation: the line says so and carries the whole fee.
    sell_lots: [{ since: order.confirm_date, days: 3, shares: toDecimal(shares).toFixed(2), fare_ratio: '0.015000', fee: today.toFixed(2) }],
  });
});
