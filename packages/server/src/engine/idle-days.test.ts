// Days with nothing due after their close skip settlement's later steps (dayHasWork): each kind of work due
// by a day is still found (an order to confirm, a withdrawal to pay, a dividend-type change), and a run over
// a week confirms the order due in its middle and marks the week's last day.
import type { FastifyInstance } from 'fastify';
import { AccountDividendType } from '@fund/core/fund';
import { TradeStatus } from '@fund/core/trade';
import type { Database } from '../db/database';
import { creditWallet } from '../modules/wallet/wallet-service';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openFundIds, openTradingWorld, request, setNav } from '../testing/trading-kit';
import { runSettlement } from './settlement';
import { dayHasWork, stateOf } from './settlement-repo';

describe('settlement over days with nothing due', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00')));
    [fundId = 0] = await openFundIds(db(), 302);
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00' }).where('id', '=', fundId).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
    await moveTo(app, at('2026-11-20', '10:00'));
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('finds an order due on its confirmation day and not before; a week’s run confirms it and marks its last day', async () => {
    const buyer = await makeInvestor(db());
    const placed = await request(app, buyer, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: buyer.cardId, amount: '1000.00', password: TRADE_PASSWORD });
    expect(placed.statusCode).toBe(200);
    const order = await db().selectFrom('trade_orders').select(['id', 'confirm_date']).where('id', '=', placed.json<{ id: number }>().id).executeTakeFirstOrThrow();
    expect(order.confirm_date).toBe('2026-11-23');
    expect([await dayHasWork(db(), '2026-11-22'), await dayHasWork(db(), '2026-11-23')]).toEqual([false, true]);

    app.clock.advance({ to: at('2026-11-27', '10:00') });
    const report = await runSettlement(db(), app.clock.instant());
    expect([report.confirmed, report.reconciliation.ok]).toEqual([1, true]);
    expect((await db().selectFrom('trade_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(TradeStatus.TradeSucceed);
    expect(await dayHasWork(db(), '2026-11-27')).toBe(false);
    expect(await stateOf(db(), 'settlement_last_day')).toBe('2026-11-27');
  });

  it('finds a withdrawal due by its arrival day and a dividend-type change due by its day', async () => {
    const me = await makeInvestor(db());
    await db().transaction().execute((trx) => creditWallet(trx, { userId: me.userId, amount: '50.00', kind: 'test', refId: `idle-${me.userId}`, now: app.clock.instant() }));
    const placed = await request(app, me, 'POST', '/wallets/withdraw/', { amount: '50.00', bank_card_id: me.cardId, password: TRADE_PASSWORD });
    expect(placed.statusCode).toBe(200);
    const { arrive_date: arrives } = await db().selectFrom('wallet_withdrawals').select('arrive_date').where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    expect(await dayHasWork(db(), arrives)).toBe(true);
    await runSettlement(db(), at(arrives, '10:00'));
    expect(await dayHasWork(db(), arrives)).toBe(false);

    // A holding whose change to cash dividends takes effect on 2 December.
    const holding = await db().selectFrom('holdings').select('id').where('fund_id', '=', fundId).executeTakeFirstOrThrow();
    await db().updateTable('holdings').set({ divi_type: AccountDividendType.ChangingToCash, divi_type_confirm_date: '2026-12-02' }).where('id', '=', holding.id).execute();
    expect([await dayHasWork(db(), '2026-12-01'), await dayHasWork(db(), '2026-12-02')]).toEqual([false, true]);
  });
});
