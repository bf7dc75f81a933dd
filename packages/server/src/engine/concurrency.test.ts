// Concurrency: parallel sells of one holding never oversell; concurrent retries of one buy with the
// same Idempotency-Key create one order and get one answer; another body under the same key is refused.
import type { FastifyInstance } from 'fastify';
import { addDays } from '@fund/core/calendar';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav } from '../testing/trading-kit';

import { reconcile } from '../modules/ledger/ledger-repo';
import { runSettlement } from './settlement';

describe('trading under concurrency', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    app.clock.set(at('2026-11-20', '09:00'));
    fundId = (await db().selectFrom('funds').select('id').where('is_bao', '=', false).where('symbol_stype', '=', 302).where('allow_trade', '=', true)
      .where('subscription_status', '=', 2).where('investment_risk', '<=', 3).where('net_value', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00', shares_min_sell: '1.00' }).where('id', '=', fundId).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
    await moveTo(app, at('2026-11-20', '09:00'));
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('50 concurrent retries of one buy create one order', async () => {
    const me = await makeInvestor(db());
    const body = { fund_id: fundId, bank_card_id: me.cardId, amount: '1000.00', password: TRADE_PASSWORD };
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(app, me, 'POST', '/funds/buy/', body, 'intent-1')));
    const ok = answers.filter((a) => a.statusCode === 200);
    // Every retry waits for the first and answers with its stored answer.
    expect(ok).toHaveLength(50);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    const again = await request(app, me, 'POST', '/funds/buy/', body, 'intent-1');
    expect(again.json()).toEqual(ok[0]?.json());
    const other = await request(app, me, 'POST', '/funds/buy/', { ...body, amount: '2000.00' }, 'intent-1');
    expect(other.statusCode).toBe(422);
    expect(await db().selectFrom('trade_orders').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(1);
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
    // A key row from before answers were stored with their work (state running, no answer) is never taken
    // over, however old: its order may exist. Another body under it is still 422.
    const stuck = { ...body, amount: '10.00' };
    await db().insertInto('idempotency_keys').values({ user_id: me.userId, key: 'intent-2', request_hash: 'x', state: 'running', answer: null, created_at: new Date(Date.now() - 3_600_000).toISOString() }).execute();
    expect((await request(app, me, 'POST', '/funds/buy/', stuck, 'intent-2')).statusCode).toBe(422);
    const fresh = await request(app, me, 'POST', '/funds/buy/', stuck, 'intent-3');
    await db().updateTable('idempotency_keys').set({ state: 'running', answer: null, created_at: new Date(Date.now() - 3_600_000).toISOString() }).where('key', '=', 'intent-3').execute();
    expect((await request(app, me, 'POST', '/funds/buy/', stuck, 'intent-3')).statusCode).toBe(409);
    expect(await db().selectFrom('trade_orders').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(2);
    expect(fresh.statusCode).toBe(200);
  });

  it('50 parallel sells of one holding never oversell', async () => {
    const me = await makeInvestor(db());
    await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '1000.00', password: TRADE_PASSWORD });
    await moveTo(app, at('2026-11-23', '09:00'));
    const held = await db().selectFrom('holdings').selectAll().where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    expect(held.shares).toBe('1000.00');
    const answers = await Promise.all(Array.from({ length: 50 }, () =>
      request(app, me, 'POST', '/funds/sell/', { fund_id: fundId, bank_card_id: me.cardId, shares: '30.00', password: TRADE_PASSWORD })));
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(33);
    const after = await db().selectFrom('holdings').selectAll().where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    expect(after.shares_frozen).toBe('990.00');
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });
  it('refuses by suitability and card limits, pays from the cash treasure, fails and refunds, confirms a subscription', async () => {
    const conservative = await makeInvestor(db(), 1);
    await db().updateTable('funds').set({ investment_risk: 3 }).where('id', '=', fundId).execute();
    const buyAs = (who: { cardId: number }, amount: string, extra: object = {}) => ({ fund_id: fundId, bank_card_id: who.cardId, amount, password: TRADE_PASSWORD, ...extra });
    const refused = await request(app, conservative, 'POST', '/funds/buy/', buyAs(conservative, '100.00'));
    expect(refused.json().errors.investment_risk).toEqual(['您的风险承受能力为保守型，仅可购买低风险等级的产品']);
    const steady = await makeInvestor(db(), 2);
    const unconfirmed = await request(app, steady, 'POST', '/funds/buy/', buyAs(steady, '100.00'));
    expect(unconfirmed.json().errors.confirm_risk).toEqual(['该产品风险等级高于您的风险承受能力，请确认风险后再购买']);
    const confirmed = await request(app, steady, 'POST', '/funds/buy/', buyAs(steady, '100.00', { confirm_risk: true }));
    expect((await db().selectFrom('trade_orders').select('risk_confirmation_id').where('id', '=', confirmed.json().id).executeTakeFirstOrThrow()).risk_confirmation_id).not.toBeNull();
    const me = await makeInvestor(db());
    const single = await request(app, me, 'POST', '/funds/buy/', buyAs(me, '50000.01'));
    expect(single.json().errors.amount).toEqual(['购买金额超过银行单笔限额，建议使用网银转账']);
    expect((await request(app, me, 'POST', '/funds/buy/', buyAs(me, '30000.00'))).statusCode).toBe(200);
    const daily = await request(app, me, 'POST', '/funds/buy/', buyAs(me, '30000.00'));
    expect(daily.json().errors.amount).toEqual(['购买金额超过银行卡单日限额，建议使用网银转账或明日再试']);
    const wrong = await request(app, me, 'POST', '/funds/buy/', { ...buyAs(me, '10.00'), password: '654321' });
    expect(wrong.json().errors.password).toEqual(['交易密码错误，您还可以尝试4次']);

    // The cash treasure pays for a buy at once; undoing gives it back.
    const bao = (await db().selectFrom('funds').select('id').where('is_bao', '=', true).executeTakeFirstOrThrow()).id;
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, allow_trade: true }).where('id', '=', bao).execute();
    const saver = await makeInvestor(db());
    await request(app, saver, 'POST', '/funds/buy/', { fund_id: bao, bank_card_id: saver.cardId, amount: '500.00', password: TRADE_PASSWORD });
    await moveTo(app, at('2026-11-24', '09:00'));
    const baoHolding = () => db().selectFrom('holdings').select('shares').where('user_id', '=', saver.userId).where('fund_id', '=', bao).executeTakeFirstOrThrow();
    const paid = await request(app, saver, 'POST', '/funds/buy/', buyAs(saver, '200.00', { is_bao: true }));
    expect((await baoHolding()).shares).toBe('300.00');
    const tooMuch = await request(app, saver, 'POST', '/funds/buy/', buyAs(saver, '300.01', { is_bao: true }));
    expect(tooMuch.json().errors.amount).toEqual(['余额不足']);
    await request(app, saver, 'POST', '/funds/undo/', { id: paid.json().id, password: TRADE_PASSWORD });
    expect((await baoHolding()).shares).toBe('500.00');

    // The fund stops trading before confirmation: the order fails and the money goes back.
    const failing = await request(app, saver, 'POST', '/funds/buy/', buyAs(saver, '100.00'));
    await db().updateTable('funds').set({ allow_trade: false }).where('id', '=', fundId).execute();
    await moveTo(app, at('2026-11-25', '09:00'));
    await db().updateTable('funds').set({ allow_trade: true }).where('id', '=', fundId).execute();
    const failed = await db().selectFrom('trade_orders').selectAll().where('id', '=', failing.json().id).executeTakeFirstOrThrow();
    expect([failed.status, failed.amount_refund, failed.failure_notification]).toEqual([2, '100.00', '基金暂停交易，交易失败，资金已退回']);

    // A subscription is dealt at the close of its period at 1.0000.
    const sub = await db().selectFrom('funds').selectAll().where('subscription_status', '=', 1).where('allow_subscribe', '=', true).where('allow_trade', '=', true).orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('funds').set({ fare_ratio_subscribe: '0.012000', discount_rate_subscribe: '0.1000', amount_subscribe_min: '10.00' }).where('id', '=', sub.id).execute();
    const bold = await makeInvestor(db(), 5);
    const subscribed = await request(app, bold, 'POST', '/funds/buy/', { fund_id: sub.id, bank_card_id: bold.cardId, amount: '1001.20', password: TRADE_PASSWORD });
    const placed = await db().selectFrom('trade_orders').selectAll().where('id', '=', subscribed.json().id).executeTakeFirstOrThrow();
    expect([placed.direction, placed.trade_date, placed.confirm_date, placed.fee]).toEqual([6, '2026-11-30', '2026-12-01', '1.20']);
    await moveTo(app, at('2026-12-01', '09:00'));
    const done = await db().selectFrom('trade_orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect([done.status, done.net_value, done.shares_confirm]).toEqual([13, '1.0000', '1000.00']);
    expect((await reconcile(db())).problems).toEqual([]);
  });

  it('serves the development clock to a logged-in user, and hides it in production', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/clock' })).statusCode).toBe(401);
    expect((await request(app, null, 'POST', '/dev/clock/advance', { days: 1 })).statusCode).toBe(401);
    const me = await makeInvestor(db());
    const read = await request(app, me, 'GET', '/dev/clock');
    expect(read.json().date).toMatch(/^2026-1[12]-\d{2}$/);
    const moved = await request(app, me, 'POST', '/dev/clock/advance', { days: 1 });
    expect(moved.json()).toEqual(expect.objectContaining({ date: addDays(read.json().date, 1) }));
    expect((await request(app, me, 'POST', '/dev/clock/advance', { days: -1 })).statusCode).toBe(400);
    const production = await buildApp({ db: database, mode: 'production', allowSimulators: true });
    expect((await production.inject({ method: 'GET', url: '/api/v1/dev/clock', headers: { authorization: `Token ${me.token}` } })).statusCode).toBe(404);
    await production.close();
  });
  it('three settlement runs at once confirm each order exactly once', async () => {
    const me = await makeInvestor(db());
    const now = app.clock.instant();
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '100.00', password: TRADE_PASSWORD })).json().id);
    const later = new Date(now.getTime() + 3 * 86_400_000);
    app.clock.advance({ to: later });
    await Promise.all([runSettlement(db(), later), runSettlement(db(), later), runSettlement(db(), later)]);
    const rows = await db().selectFrom('trade_orders').select(['status']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 1)).toBe(true);
    const credits = await db().selectFrom('ledger_entries').select('id').where('user_id', '=', me.userId).where('account', '=', 'shares').execute();
    expect(credits).toHaveLength(12);
    expect((await db().selectFrom('holdings').select('shares').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).shares).toBe('1200.00');
    expect((await reconcile(db())).problems).toEqual([]);
  });
});
