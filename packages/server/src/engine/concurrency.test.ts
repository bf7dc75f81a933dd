// Concurrency: parallel sells of one holding never oversell; concurrent retries of one buy with the
// same Idempotency-Key create one order; another body under the same key is refused.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav } from '../testing/trading-kit';
import { engineOf } from './engine-registry';
import { reconcile } from './ledger';

describe('trading under concurrency', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    engineOf(database).clock.set(at('2026-11-20', '09:00'));
    fundId = (await db().selectFrom('funds').select('id').where('is_bao', '=', false).where('symbol_stype', '=', 302).where('allow_trade', '=', true)
      .where('subscription_status', '=', 2).where('investment_risk', '<=', 3).where('net_value', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00', shares_min_sell: '1.00' }).where('id', '=', fundId).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
    await moveTo(database, at('2026-11-20', '09:00'));
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
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(new Set(ok.map((a) => a.json().id)).size).toBe(1);
    const again = await request(app, me, 'POST', '/funds/buy/', body, 'intent-1');
    expect(again.json()).toEqual(ok[0]?.json());
    const other = await request(app, me, 'POST', '/funds/buy/', { ...body, amount: '2000.00' }, 'intent-1');
    expect(other.statusCode).toBe(422);
    expect(await db().selectFrom('trade_orders').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(1);
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });

  it('50 parallel sells of one holding never oversell', async () => {
    const me = await makeInvestor(db());
    await request(app, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '1000.00', password: TRADE_PASSWORD });
    await moveTo(database, at('2026-11-23', '09:00'));
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
});
