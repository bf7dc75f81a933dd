// The buy and sell quotes of a fund with a sibling A/C class carry the holding period from which A costs
// less than C; the test works it out day by day from the two funds' rows: A pays its purchase tier and sell
// tiers, C no purchase fee but amount × service rate × days / 365 plus the same sell tiers.
import type { FastifyInstance } from 'fastify';
import { roundHalfUp, toDecimal, type Decimal } from '@fund/core/money';
import type { Database } from '../../db/database';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openTradingWorld, request, type Investor } from '../../testing/trading-kit';

let database: Database;
let app: FastifyInstance;
let me: Investor;

interface Row {
  id: number;
  abbr_name: string;
  fare_ratio_buy: string;
  discount_rate_buy: string;
  fare_ratio_sell: string;
  discount_rate_sell: string;
  service_fare: string;
}

const pairs = async (): Promise<{ a: Row; c: Row }[]> => {
  const cols = ['id', 'abbr_name', 'company_id', 'fare_ratio_buy', 'discount_rate_buy', 'fare_ratio_sell', 'discount_rate_sell', 'service_fare'] as const;
  const cs = await database.db.selectFrom('funds').select(cols).where('charge_mode', '=', 1).where('abbr_name', 'like', '%C').where('allow_buy', '=', true).orderBy('id').execute();
  const found: { a: Row; c: Row }[] = [];
  for (const c of cs) {
    const a = await database.db.selectFrom('funds').select(cols).where('company_id', '=', c.company_id).where('abbr_name', '=', `${c.abbr_name.slice(0, -1)}A`).executeTakeFirst();
    if (a) found.push({ a, c });
  }
  return found;
};

/** Under 7 days 1.5%, to a year the fund's rate, to two years half of it, then nothing. */
function sellRate(row: Row, days: number): Decimal {
  const rate = toDecimal(row.fare_ratio_sell).times(row.discount_rate_sell);
  if (days < 7) return toDecimal('0.015');
  return days < 365 ? rate : days < 730 ? rate.div(2) : toDecimal(0);
}

function cost(row: Row, amount: string, days: number): Decimal {
  const x = toDecimal(amount);
  const net = roundHalfUp(x.div(toDecimal(row.fare_ratio_buy).times(row.discount_rate_buy).plus(1)), 2);
  const sell = roundHalfUp(net.times(sellRate(row, days)), 2);
  return x.minus(net).plus(sell).plus(net.times(row.service_fare).times(days).div(365));
}

function breakEven(a: Row, c: Row, amount: string): number {
  let last = -1;
  for (let d = 0; d <= 3000; d += 1) if (!cost(a, amount, d).lt(cost(c, amount, d))) last = d;
  return last + 1;
}

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-11-16', '10:00')));
  me = await makeInvestor(database.db, 5);
}, 480000);

afterAll(async () => {
  await app.close();
  await database.close();
});

it('the demo market has A/C pairs, and each buy quote names the sibling and the day A becomes cheaper', async () => {
  const found = await pairs();
  expect(found.length).toBeGreaterThanOrEqual(3);
  for (const { a, c } of found) {
    const days = breakEven(a, c, '10000.00');
    expect(days).toBeGreaterThan(7);
    const fromA = (await request(app, null, 'GET', `/funds/buy_fee/?fund_id=${a.id}&amount=10000.00`)).json();
    const fromC = (await request(app, null, 'GET', `/funds/buy_fee/?fund_id=${c.id}&amount=10000.00`)).json();
    expect(fromA.share_class).toEqual({ sibling_fund_id: c.id, sibling_name: c.abbr_name, break_even_days: days });
    expect(fromC.share_class).toEqual({ sibling_fund_id: a.id, sibling_name: a.abbr_name, break_even_days: days });
  }
});

it('a fund without a sibling class has no A/C line', async () => {
  const paired = (await pairs()).flatMap(({ a, c }) => [a.id, c.id]);
  const others = await database.db.selectFrom('funds').select('id').where('charge_mode', '=', 0).where('symbol_stype', '=', 300).where('id', 'not in', paired).orderBy('id').limit(3).execute();
  expect(others).toHaveLength(3);
  for (const other of others) expect((await request(app, null, 'GET', `/funds/buy_fee/?fund_id=${other.id}&amount=10000.00`)).json().share_class).toBeNull();
});

it('the sell quote compares the classes for what the shares are worth now', async () => {
  const { a, c } = (await pairs())[0]!;
  expect((await request(app, me, 'POST', '/funds/buy/', { fund_id: c.id, bank_card_id: me.cardId, amount: '20000.00', password: TRADE_PASSWORD })).statusCode).toBe(200);
  await moveTo(app, at('2026-11-20', '10:00'));
  const order = await database.db.selectFrom('trade_orders').select('shares_confirm').where('user_id', '=', me.userId).where('fund_id', '=', c.id).executeTakeFirstOrThrow();
  const nav = (await database.db.selectFrom('funds').select('net_value').where('id', '=', c.id).executeTakeFirstOrThrow()).net_value!;
  const worth = roundHalfUp(toDecimal(order.shares_confirm!).times(nav), 2).toFixed(2);
  const res = await request(app, me, 'GET', `/funds/sell_fee/?fund_id=${c.id}&shares=${order.shares_confirm}&bank_card_id=${me.cardId}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().share_class).toEqual({ sibling_fund_id: a.id, sibling_name: a.abbr_name, break_even_days: breakEven(a, c, worth) });
});
