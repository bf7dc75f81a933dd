// The cash account over HTTP: it is the wallet; a recharge from an own card with the trade password and an
// Idempotency-Key adds to it once; channels and amounts outside the rules are refused with nothing moved.
import type { FastifyInstance } from 'fastify';
import { CASH_PAYMENT_MESSAGES } from '@fund/core/wallet';
import { MEMBERSHIP_PLANS } from '@fund/core/promotion';
import type { Database } from '../../db/database';
import { reconcile } from '../ledger/ledger-repo';
import { TRADE_PASSWORD, at, makeInvestor, openTradingWorld, request } from '../../testing/trading-kit';

describe('the cash account', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the cash price of a channel, and refuses a channel it does not know', async () => {
    const price = await request(app, null, 'GET', '/cash/payment/price/?code=weixin_web');
    expect([price.statusCode, price.json()]).toEqual([200, { price: MEMBERSHIP_PLANS[0]?.price }]);
    const unknown = await request(app, null, 'GET', '/cash/payment/price/?code=alipay');
    expect([unknown.statusCode, unknown.json<{ errors: { code: string[] } }>().errors.code]).toEqual([400, [CASH_PAYMENT_MESSAGES.unknownChannel]]);
  });

  it('recharges from an own card into the wallet once per key; the balance is the wallet', async () => {
    const me = await makeInvestor(db());
    const other = await makeInvestor(db());
    const balance = async () => (await request(app, me, 'GET', '/cash/account/mine/')).json<{ balance: string }>().balance;
    expect(await balance()).toBe('0.00');
    expect((await request(app, null, 'GET', '/cash/account/mine/')).statusCode).toBe(401);
    const body = { code: 'weixin_web', amount: '88.80', bank_card_id: me.cardId, password: TRADE_PASSWORD };
    const refusals = [
      await request(app, me, 'POST', '/cash/payment/recharge/', { ...body, amount: '0.50' }),
      await request(app, me, 'POST', '/cash/payment/recharge/', { ...body, amount: '50000.01' }),
      await request(app, me, 'POST', '/cash/payment/recharge/', { ...body, code: 'alipay' }),
      await request(app, me, 'POST', '/cash/payment/recharge/', { ...body, bank_card_id: other.cardId }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 404]);
    expect(refusals[0]?.json<{ errors: { amount: string[] } }>().errors.amount).toEqual([CASH_PAYMENT_MESSAGES.belowMin('1.00')]);
    expect(await balance()).toBe('0.00');

    const key = `cash-${me.userId}`;
    const first = await request(app, me, 'POST', '/cash/payment/recharge/', body, key);
    const again = await request(app, me, 'POST', '/cash/payment/recharge/', body, key);
    expect([first.statusCode, first.json()]).toEqual([200, { detail: CASH_PAYMENT_MESSAGES.recharged('88.80'), amount: '88.80', available: '88.80' }]);
    expect(again.json()).toEqual(first.json());
    expect(await balance()).toBe('88.80');
    expect((await request(app, me, 'GET', '/wallets/account/mine/')).json<{ available: string }>().available).toBe('88.80');
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });
});
