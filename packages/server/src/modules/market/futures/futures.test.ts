// The futures calls over the demo catalogue and a demo investor's linked accounts: exact figures, the
// default switch (owner only), product detail by type, and bad input answered in Chinese.
import type { FastifyInstance } from 'fastify';
import { CONTRACT, type CallDef, validate } from '@fund/core/api';
import type { FuturesAccount, FuturesIncomeDays, FuturesIncomeRealtime, FuturesInstrument, FuturesProduct, FuturesProductDetail } from '@fund/core/market';
import { toDecimal } from '@fund/core/money';
import type { Database } from '../../../db/database';
import { type Investor, at, makeInvestor, openTradingWorld, request } from '../../../testing/trading-kit';

let world: { database: Database; app: FastifyInstance };
let app: FastifyInstance;
let me: Investor;
let other: Investor;

beforeAll(async () => {
  world = await openTradingWorld(at('2026-11-20', '10:00'), { mode: 'demo' });
  app = world.app;
  me = await makeInvestor(world.database.db);
  other = await makeInvestor(world.database.db);
}, 90_000);
afterAll(async () => {
  await app.close();
  await world.database.close();
});

async function get<T>(who: Investor | null, path: string, call: CallDef): Promise<T> {
  const res = await request(app, who, 'GET', path);
  expect(res.statusCode).toBe(200);
  const body: unknown = res.json();
  const schema = call.response.schema;
  if (schema) expect(validate(schema, body)).toMatchObject({ ok: true });
  return body as T;
}

const C = CONTRACT.futures;

describe('linked futures accounts', () => {
  it('lists the two demo accounts, masked, the default first', async () => {
    const accounts = await get<FuturesAccount[]>(me, '/futures/accounts/mine/', C.accountsMine);
    expect(accounts.map((a) => [a.broker_name, a.is_default, a.status_display])).toEqual([
      ['宏源期货', true, '正常'],
      ['中信期货', false, '正常'],
    ]);
    expect(accounts.every((a) => /^\*{4}\d{4}$/.test(a.account_no))).toBe(true);
  });

  it('switches the default to another own account, and only one is the default', async () => {
    const [first, second] = await get<FuturesAccount[]>(me, '/futures/accounts/mine/', C.accountsMine);
    const res = await request(app, me, 'POST', `/futures/accounts/${second?.id}/set_default/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: '已设为默认账户' });
    const after = await get<FuturesAccount[]>(me, '/futures/accounts/mine/', C.accountsMine);
    expect(after.map((a) => [a.id, a.is_default])).toEqual([
      [second?.id, true],
      [first?.id, false],
    ]);
    // Back, so the income tests below read the first account by default.
    expect((await request(app, me, 'POST', `/futures/accounts/${first?.id}/set_default/`)).statusCode).toBe(200);
  });

  it("answers 404 for another user's account and for no account, and leaves the owner's default alone", async () => {
    const [theirs] = await get<FuturesAccount[]>(other, '/futures/accounts/mine/', C.accountsMine);
    const res = await request(app, me, 'POST', `/futures/accounts/${theirs?.id}/set_default/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { detail: ['期货账户不存在'] } });
    expect((await request(app, me, 'POST', '/futures/accounts/abc/set_default/')).statusCode).toBe(404);
    expect((await request(app, me, 'POST', '/futures/accounts/2147483647/set_default/')).statusCode).toBe(404);
    const theirsAfter = await get<FuturesAccount[]>(other, '/futures/accounts/mine/', C.accountsMine);
    expect(theirsAfter[0]?.is_default).toBe(true);
  });

  it('asks a guest to log in', async () => {
    expect((await request(app, null, 'GET', '/futures/accounts/mine/')).statusCode).toBe(401);
    expect((await request(app, null, 'POST', '/futures/accounts/1/set_default/')).statusCode).toBe(401);
  });
});

describe('asset-management products', () => {
  it('lists the six products with their type names, filtered by type', async () => {
    const all = await get<FuturesProduct[]>(null, '/futures/products/', C.products);
    expect(all).toHaveLength(6);
    expect(all.map((p) => p.product_type_display)).toEqual(['集合资管计划', '集合资管计划', '集合资管计划', '单一资管计划', '公募基金', '公募基金']);
    expect(all.map((p) => p.review_count)).toEqual([3, 2, 2, 1, 2, 1]);
    expect(all.every((p) => p.net_value_date === '2026-11-20' && /^\d+\.\d{4}$/.test(p.net_value))).toBe(true);
    const funds = await get<FuturesProduct[]>(null, '/futures/products/?product_type=public_fund', C.products);
    expect(funds.map((p) => p.name)).toEqual(['宏源商品期货ETF联接A', '宏源短债增强A']);
  });

  it('answers the detail of a product by its type, with a year and a quarter of NAVs', async () => {
    const [first] = await get<FuturesProduct[]>(null, '/futures/products/', C.products);
    const detail = await get<FuturesProductDetail>(null, `/futures/products/${first?.id}/?product_type=collective`, C.product);
    expect(detail.type_note).toBe('仅限合格投资者，单笔认购不低于30万元');
    expect(detail.min_amount).toBe('300000.00');
    expect(detail.net_values).toHaveLength(305);
    expect(detail.net_values[0]).toEqual({ date: detail.launched_on, value: '1.0000' });
    expect(detail.net_values.at(-1)).toEqual({ date: '2026-11-20', value: detail.net_value });
    // The annual return is the last 244 trading days' return.
    const yearAgo = detail.net_values.at(-245)?.value ?? '';
    expect(detail.annual_return).toBe(toDecimal(detail.net_value).div(yearAgo).minus(1).times(100).round(2, 1).toFixed(2));
  });

  it('does not find a product under another type, nor one that does not exist', async () => {
    const [first] = await get<FuturesProduct[]>(null, '/futures/products/', C.products);
    const wrongType = await request(app, null, 'GET', `/futures/products/${first?.id}/?product_type=public_fund`);
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json()).toEqual({ errors: { detail: ['产品不存在'] } });
    expect((await request(app, null, 'GET', '/futures/products/999999/')).statusCode).toBe(404);
  });

  it('pages reviews, newest first, for one product or all', async () => {
    const [first] = await get<FuturesProduct[]>(null, '/futures/products/', C.products);
    const page = await get<{ results: { title: string; rating: number; product_name: string }[]; total_count: number; total_page: number }>(null, `/futures/product_reviews/?product_id=${first?.id}`, C.productReviews);
    expect(page.total_count).toBe(3);
    expect(page.results.map((r) => [r.title, r.rating])).toEqual([
      ['趋势行情中表现突出', 5],
      ['波动较大，适合长期持有', 4],
      ['板块分散效果良好', 4],
    ]);
    const all = await get<{ total_count: number; total_page: number; results: unknown[] }>(null, '/futures/product_reviews/?page_size=5&page=3', C.productReviews);
    expect([all.total_count, all.total_page, all.results.length]).toEqual([11, 3, 1]);
    expect((await request(app, null, 'GET', '/futures/product_reviews/?product_id=999999')).statusCode).toBe(404);
  });
});

describe('instrument quotes', () => {
  it('answers a quote by id or symbol with its change from yesterday settlement', async () => {
    const rb = await get<FuturesInstrument>(null, '/futures/instruments/RB2601/', C.instrument);
    expect(rb).toMatchObject({ symbol: 'rb2601', exchange_display: '上期所', last_price: '3868', prev_settle: '3852', change: '16', percentage: '0.42', volume: 1258634, multiplier: 10, tradedate: '2026-11-20' });
    const byId = await get<FuturesInstrument>(null, `/futures/instruments/${rb.id}/`, C.instrument);
    expect(byId.symbol).toBe('rb2601');
    const index = await get<FuturesInstrument>(null, '/futures/instruments/IF2512/', C.instrument);
    expect([index.change, index.percentage]).toEqual(['-11.4', '-0.29']);
  });

  it('answers 404 in Chinese for an unknown instrument', async () => {
    const res = await request(app, null, 'GET', '/futures/instruments/zz9999/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { detail: ['合约不存在'] } });
  });
});

describe('income analysis', () => {
  it("marks today's positions of the default account against yesterday settlement", async () => {
    const now = await get<FuturesIncomeRealtime>(me, '/futures/income_analyse/realtime/', C.incomeAnalyseRealtime);
    expect(now.account.broker_name).toBe('宏源期货');
    // rb2601 long 3 × 10 × (3868 - 3852); IF2512 short 1 × 300 × (3961.6 - 3950.2); m2601 long 5 × 10 × (2955 - 2968).
    expect(now.positions.map((p) => [p.symbol, p.direction_display, p.lots, p.profit])).toEqual([
      ['rb2601', '多', 3, '480.00'],
      ['m2601', '多', 5, '-650.00'],
      ['IF2512', '空', 1, '3420.00'],
    ]);
    expect(now.profit_today).toBe('3250.00');
    const days = await get<FuturesIncomeDays>(me, '/futures/income_analyse/day/?days=90', C.incomeAnalyseDay);
    const last = days.results.at(-1);
    expect(now.balance).toBe(toDecimal(last?.balance ?? '0').plus('3250.00').toFixed(2));
    expect(now.profit_total).toBe(toDecimal(days.total_profit).plus('3250.00').toFixed(2));
  });

  it('answers another own account by id, and 404 for an account of someone else', async () => {
    const [, second] = await get<FuturesAccount[]>(me, '/futures/accounts/mine/', C.accountsMine);
    const now = await get<FuturesIncomeRealtime>(me, `/futures/income_analyse/realtime/?account_id=${second?.id}`, C.incomeAnalyseRealtime);
    // i2601 short 2 × 100 × (781.5 - 786.5).
    expect([now.profit_today, now.positions.length]).toEqual(['-1000.00', 1]);
    const [theirs] = await get<FuturesAccount[]>(other, '/futures/accounts/mine/', C.accountsMine);
    expect((await request(app, me, 'GET', `/futures/income_analyse/day/?account_id=${theirs?.id}`)).statusCode).toBe(404);
  });

  it('answers the days before today, each balance the one before plus its profit, with the summary', async () => {
    const days = await get<FuturesIncomeDays>(me, '/futures/income_analyse/day/?days=90', C.incomeAnalyseDay);
    expect(days.results).toHaveLength(90);
    expect(days.end_date).toBe('2026-11-19');
    let balance = toDecimal('200000.00');
    for (const d of days.results) {
      balance = balance.plus(d.profit);
      expect(d.balance).toBe(balance.toFixed(2));
    }
    const profits = days.results.map((d) => toDecimal(d.profit));
    expect(days.total_profit).toBe(profits.reduce((a, b) => a.plus(b), toDecimal(0)).toFixed(2));
    expect(days.profit_days + days.loss_days).toBe(profits.filter((p) => !p.eq(0)).length);
    const month = await get<FuturesIncomeDays>(me, '/futures/income_analyse/day/', C.incomeAnalyseDay);
    expect(month.results).toEqual(days.results.slice(-30));
  });

  it('is the same for the same investor on every run (deterministic demo history)', async () => {
    const a = await get<FuturesIncomeDays>(me, '/futures/income_analyse/day/', C.incomeAnalyseDay);
    const b = await get<FuturesIncomeDays>(me, '/futures/income_analyse/day/', C.incomeAnalyseDay);
    expect(a).toEqual(b);
  });

  it('answers bad input with a Chinese 400', async () => {
    for (const q of ['days=0', 'days=91', 'days=abc', 'account_id=-1']) {
      const res = await request(app, me, 'GET', `/futures/income_analyse/day/?${q}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(/[\u4e00-\u9fa5]/);
    }
    const badType = await request(app, null, 'GET', '/futures/products/?product_type=stock');
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ errors: { product_type: ['不是有效的选项'] } });
  });
});
