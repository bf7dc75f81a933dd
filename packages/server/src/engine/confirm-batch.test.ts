// Batched confirmation: two settlement runs at once (two connections on PostgreSQL, as two nodes would be)
// over more orders than one batch confirm each order exactly once, with core's shares for every one of them,
// and leave a fund that stopped trading to the one-by-one path (failed, refunded). A node that finds the
// settlement lease taken helps confirm the holder's day.
import { TradeDirection, TradeStatus, purchaseShares } from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import { SubscriptionStatus } from '@fund/core/fund';
import { type Database, openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import { makeInvestor, setNav, type Investor } from '../testing/trading-kit';
import { post, reconcile } from '../modules/ledger/ledger-repo';
import { confirmDue } from './confirm-orders';
import { settleUnderLease } from './settlement-lease';
import type { SettlementFailure } from './settlement-failures';

const TRADE_DAY = '2026-11-20';
const CONFIRM_DAY = '2026-11-23';
const ORDERS = 1300;
const NAVS = ['1.2345', '0.9871', '3.0007', '1.0001'];

describe('confirming orders in batches', () => {
  let database: Database;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: TRADE_DAY });
  }, 120000);
  afterAll(async () => {
    await database.close();
  });

  /** An entrusted buy as the buy service leaves it: the order, the card paid and the money in transit. */
  async function entrust(who: Investor, fundId: number, amount: string, fee: string, days = { trade: TRADE_DAY, confirm: CONFIRM_DAY }): Promise<number> {
    const now = new Date(`${days.trade}T02:00:00Z`);
    const { id } = await db().insertInto('trade_orders').values({
      serial_number: `T${fundId}-${who.userId}-${amount}`, user_id: who.userId, fund_id: fundId, bank_card_id: who.cardId, direction: TradeDirection.Buy, status: TradeStatus.EntrustSucceed,
      amount, shares: '0', fee, fare_ratio: '0.001500', discount_rate: '1.0000', pay_from_bao: false, to_bao: false, is_fast: false, apply_at: now.toISOString(),
      trade_date: days.trade, confirm_date: days.confirm, arrive_date: days.confirm, remind_info: '', failure_notification: '',
    }).returning('id').executeTakeFirstOrThrow();
    await post(db(), who.userId, now, [{ account: 'card', cardId: who.cardId, orderId: id, amount: `-${amount}`, memo: '银行卡支付' }, { account: 'transit', cardId: who.cardId, orderId: id, amount, memo: '买入待确认' }]);
    return id;
  }

  it('two runs at once confirm every order exactly once, each with core\'s shares', async () => {
    const funds = (await db().selectFrom('funds').select('id').where('is_bao', '=', false).where('allow_trade', '=', true).where('subscription_status', '=', SubscriptionStatus.Open)
      .orderBy('id').limit(NAVS.length + 1).execute()).map((f) => f.id);
    const navOf = new Map(NAVS.map((nav, i) => [funds[i]!, nav]));
    for (const [fundId, nav] of navOf) await setNav(db(), fundId, TRADE_DAY, nav);
    const stopped = funds[NAVS.length]!;
    const investors: Investor[] = [];
    for (let i = 0; i < 7; i += 1) investors.push(await makeInvestor(db()));
    const orders: { id: number; userId: number; fundId: number; amount: string; fee: string }[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const who = investors[i % investors.length]!;
      const fundId = funds[i % NAVS.length]!;
      // Amounts and fees that exercise the half-up rounding: many cents, fees from 0 upwards.
      const amount = `${10 + ((i * 7919) % 99_991)}.${String((i * 37) % 100).padStart(2, '0')}`;
      const fee = `${i % 13}.${String((i * 53) % 100).padStart(2, '0')}`;
      orders.push({ id: await entrust(who, fundId, amount, fee), userId: who.userId, fundId, amount, fee });
    }
    const refused = await entrust(investors[0]!, stopped, '500.00', '0.75');
    await db().updateTable('funds').set({ allow_trade: false }).where('id', '=', stopped).execute();

    const now = new Date(`${CONFIRM_DAY}T01:00:00Z`);
    const failures: SettlementFailure[] = [];
    const counts = await Promise.all([confirmDue(db(), CONFIRM_DAY, now, failures), confirmDue(db(), CONFIRM_DAY, now, failures)]);
    expect(failures).toEqual([]);
    expect(counts[0] + counts[1]).toBe(ORDERS + 1);

    const rows = new Map((await db().selectFrom('trade_orders').select(['id', 'status', 'net_value', 'amount_confirm', 'shares_confirm'])
      .where('id', 'in', orders.map((o) => o.id)).execute()).map((r) => [r.id, r]));
    const shareRows = await db().selectFrom('ledger_entries').select(['order_id', 'amount']).where('account', '=', 'shares').where('order_id', 'in', orders.map((o) => o.id)).execute();
    const sharesByOrder = new Map<number, string[]>();
    for (const r of shareRows) sharesByOrder.set(r.order_id!, [...(sharesByOrder.get(r.order_id!) ?? []), r.amount]);
    const held = new Map<string, ReturnType<typeof toDecimal>>();
    for (const o of orders) {
      const nav = navOf.get(o.fundId)!;
      const shares = purchaseShares(toDecimal(o.amount).minus(o.fee), nav).toFixed(2);
      expect(rows.get(o.id)).toEqual({ id: o.id, status: TradeStatus.TradeSucceed, net_value: nav, amount_confirm: toDecimal(o.amount).minus(o.fee).toFixed(2), shares_confirm: shares });
      expect(sharesByOrder.get(o.id)).toEqual([shares]);
      const key = `${o.userId}:${o.fundId}`;
      held.set(key, (held.get(key) ?? toDecimal(0)).plus(shares));
    }
    const holdings = await db().selectFrom('holdings').select(['user_id', 'fund_id', 'shares']).where('user_id', 'in', investors.map((i) => i.userId)).execute();
    expect(new Map(holdings.map((h) => [`${h.user_id}:${h.fund_id}`, h.shares]))).toEqual(new Map([...held].map(([k, v]) => [k, v.toFixed(2)])));

    const failed = await db().selectFrom('trade_orders').select(['status', 'amount_refund']).where('id', '=', refused).executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: TradeStatus.TradeFailed, amount_refund: '500.00' });
    expect((await reconcile(db())).problems).toEqual([]);
  }, 120000);

  it('a node without the lease helps confirm the day the lease holder is confirming', async () => {
    const days = { trade: '2026-11-24', confirm: '2026-11-25' };
    const [fundId] = (await db().selectFrom('funds').select('id').where('is_bao', '=', false).where('allow_trade', '=', true).orderBy('id').limit(1).execute()).map((f) => f.id);
    await setNav(db(), fundId!, days.trade, '1.2500');
    const me = await makeInvestor(db());
    const ids = [await entrust(me, fundId!, '1000.00', '0.00', days), await entrust(me, fundId!, '250.00', '1.50', days)];
    const statuses = async () => (await db().selectFrom('trade_orders').select('status').where('id', 'in', ids).orderBy('id').execute()).map((r) => r.status);
    // Another node holds the lease for a minute.
    await db().insertInto('engine_state').values({ key: 'settlement_lease', value: `${Date.now() + 60_000}|another-node` })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: `${Date.now() + 60_000}|another-node` })).execute();
    const now = () => new Date(`${days.confirm}T01:00:00Z`);
    const confirming = (value: string) => db().insertInto('engine_state').values({ key: 'settlement_confirming', value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    // Between days (the holder closing days, publishing NAVs) there is nothing to help with.
    await confirming('');
    expect(await settleUnderLease(db(), now)).toBeNull();
    expect(await statuses()).toEqual([TradeStatus.EntrustSucceed, TradeStatus.EntrustSucceed]);
    await confirming(days.confirm);
    expect(await settleUnderLease(db(), now)).toBeNull();
    expect(await statuses()).toEqual([TradeStatus.TradeSucceed, TradeStatus.TradeSucceed]);
    expect((await db().selectFrom('holdings').select('shares').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).shares).toBe('998.80');
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
    await db().updateTable('engine_state').set({ value: '0|' }).where('key', '=', 'settlement_lease').execute();
  });
});
