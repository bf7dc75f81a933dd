// Idempotency-Key attacked over HTTP on the running server: required on every money-moving POST; the
// key, the order and the stored answer commit together, so parallel requests with one key make one order
// and get one answer, a request that fails after writing its order leaves neither order nor key, and a
// wrong trade password stays counted. Order serials come from a sequence: parallel orders never collide.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { IDEMPOTENCY_MESSAGES } from '@fund/core/api';
import type { Database } from '../../db/database';
import { reconcile } from '../ledger/ledger-repo';
import { listen, newKey, type LiveServer } from '../../testing/live-server';
import { openFundIds, openTradingWorld, TRADE_PASSWORD, at, makeInvestor, moveTo, setNav, type Investor } from '../../testing/trading-kit';

describe('Idempotency-Key over HTTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let live: LiveServer;
  let fundId = 0;
  let baoId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00')));
    [fundId = 0] = await openFundIds(db(), 302, 1, { fixed: true });
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00', amount_fixed_min: '10.00' }).where('id', '=', fundId).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
    baoId = (await db().selectFrom('funds').select('id').where('is_bao', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
    await moveTo(app, at('2026-11-20', '09:00'));
    live = await listen(app);
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const buyBody = (who: Investor, amount: string, extra: object = {}) => ({ fund_id: fundId, bank_card_id: who.cardId, amount, password: TRADE_PASSWORD, ...extra });
  const orders = (who: Investor) => db().selectFrom('trade_orders').select(['id', 'serial_number']).where('user_id', '=', who.userId).orderBy('id').execute();
  const keys = (who: Investor) => db().selectFrom('idempotency_keys').select('key').where('user_id', '=', who.userId).execute();
  const clean = async () => expect((await reconcile(db())).problems).toEqual([]);

  it('20 parallel buys with one key: exactly one order and 20 identical answers; a later retry gets the same answer, another body 422', async () => {
    const me = await makeInvestor(db());
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => live.send(me, 'POST', '/funds/buy/', buyBody(me, '1000.00'), key)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const placed = await orders(me);
    expect(placed).toHaveLength(1);
    expect(answers[0]?.data).toEqual({ id: placed[0]?.id, status: 0 });
    const again = await live.send(me, 'POST', '/funds/buy/', buyBody(me, '1000.00'), key);
    expect([again.status, again.text]).toEqual([200, answers[0]?.text]);
    const other = await live.send(me, 'POST', '/funds/buy/', buyBody(me, '2000.00'), key);
    expect([other.status, other.data]).toEqual([422, { errors: { detail: [IDEMPOTENCY_MESSAGES.mismatch] } }]);
    expect(await orders(me)).toHaveLength(1);
    await clean();
  });

  it('10 parallel plan creations with one key make one plan', async () => {
    const me = await makeInvestor(db());
    const key = newKey();
    const body = { fund: fundId, bank_card: me.cardId, amount: '100.00', password: TRADE_PASSWORD, period_unit: 0, trade_date: 8 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => live.send(me, 'POST', '/funds/fixed_investment/', body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await db().selectFrom('fixed_investments').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(1);
  });

  it('every money-moving POST without a key (or with an unusable one) answers 400 with the message and moves nothing', async () => {
    const me = await makeInvestor(db());
    const card = { bank_card_id: me.cardId, password: TRADE_PASSWORD };
    const plan = { bank_card: me.cardId, amount: '100.00', password: TRADE_PASSWORD, period_unit: 0, trade_date: 8 };
    const calls: [string, object][] = [
      ['/funds/buy/', buyBody(me, '100.00')],
      ['/funds/buy/', buyBody(me, '100.00', { fund_id: baoId })],
      ['/funds/sell/', { fund_id: fundId, shares: '10.00', ...card }],
      ['/funds/sell/', { fund_id: baoId, shares: '10.00', is_fast: true, ...card }],
      ['/funds/undo/', { id: 1, password: TRADE_PASSWORD }],
      ['/funds/fund_portfolios/buy/', { fund_portfolio_id: 1, amount: '1000.00', ...card }],
      ['/funds/fund_portfolios/sell/', { fund_portfolio_id: 1, amount: '10.00', ...card }],
      ['/funds/fund_portfolios/sell_fund/', { fund_portfolio_id: 1, fund_id: fundId, shares: '10.00', ...card }],
      ['/funds/fund_portfolios/rebalance/', { fund_portfolio_id: 1, ...card }],
      ['/funds/fund_portfolios/undo/', { id: 1, password: TRADE_PASSWORD }],
      ['/funds/fixed_investment/', { fund: fundId, ...plan }],
      ['/funds/fixed_investment/1/modify/', plan],
      ['/funds/fixed_investment/1/disable/', { password: TRADE_PASSWORD }],
    ];
    for (const [path, body] of calls) {
      for (const key of [null, '', 'k'.repeat(129)]) {
        const res = await live.send(me, 'POST', path, body, key);
        expect([path, res.status, res.data]).toEqual([path, 400, { errors: { detail: [IDEMPOTENCY_MESSAGES.keyRequired] } }]);
      }
    }
    expect(await orders(me)).toEqual([]);
    expect(await keys(me)).toEqual([]);
  });

  it('a crash after the order is written but before its answer is stored leaves neither; the retries with the key then make one order', async () => {
    const me = await makeInvestor(db());
    const key = newKey();
    const body = buyBody(me, '300.00');
    // The database refuses to store this user's answer: the order row is already written when it fails.
    await sql`create function refuse_answer() returns trigger language plpgsql as $$
      begin if new.user_id = ${sql.lit(me.userId)} then raise exception 'simulated crash'; end if; return new; end $$`.execute(db());
    await sql`create trigger refuse_answer before update on idempotency_keys for each row execute function refuse_answer()`.execute(db());
    const crashed = await live.send(me, 'POST', '/funds/buy/', body, key);
    expect(crashed.status).toBe(500);
    expect(await orders(me)).toEqual([]);
    expect(await keys(me)).toEqual([]);
    await sql`drop trigger refuse_answer on idempotency_keys`.execute(db());
    await sql`drop function refuse_answer()`.execute(db());
    const retries = await Promise.all(Array.from({ length: 5 }, () => live.send(me, 'POST', '/funds/buy/', body, key)));
    expect(retries.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(retries.map((r) => r.text)).size).toBe(1);
    expect(await orders(me)).toHaveLength(1);
    expect(await keys(me)).toHaveLength(1);
    await clean();
  });

  it('a wrong trade password stays counted although its request is rolled back', async () => {
    const me = await makeInvestor(db());
    const wrong = { ...buyBody(me, '100.00'), password: '654321' };
    expect((await live.send(me, 'POST', '/funds/buy/', wrong)).data).toEqual({ errors: { password: ['交易密码错误，您还可以尝试4次'] } });
    expect((await live.send(me, 'POST', '/funds/buy/', wrong)).data).toEqual({ errors: { password: ['交易密码错误，您还可以尝试3次'] } });
    expect(await keys(me)).toEqual([]);
  });

  it('30 parallel buys with their own keys get 30 distinct serials from the sequence: trade date + 10 digits', async () => {
    const me = await makeInvestor(db());
    const answers = await Promise.all(Array.from({ length: 30 }, () => live.send(me, 'POST', '/funds/buy/', buyBody(me, '10.00'))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const serials = (await orders(me)).map((o) => o.serial_number);
    expect(serials).toHaveLength(30);
    expect(new Set(serials).size).toBe(30);
    for (const s of serials) expect(s).toMatch(/^20261120\d{10}$/);
    await clean();
  });
});
