// Fund coupons attacked over HTTP on the running server: a coupon is attached when used and pays its
// cashback only when the buy is confirmed; an undone or failed buy gives it back (the card nets 0.00);
// parallel uses can only attach a coupon once and an order only one coupon; reconcile() reports a
// cashback that belongs to no confirmed buy.
import type { FastifyInstance } from 'fastify';
import { toDecimal } from '@fund/core/money';
import type { Database } from '../../db/database';
import { post, reconcile } from '../ledger/ledger-repo';
import { listen, type LiveServer } from '../../testing/live-server';
import { openFundIds, openTradingWorld, TRADE_PASSWORD, at, makeInvestor, moveTo, setNav, type Investor } from '../../testing/trading-kit';

const DAYS = ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25'];

describe('fund coupons over HTTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let live: LiveServer;
  let fundId = 0;
  let failingFundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00')));
    [fundId = 0, failingFundId = 0] = await openFundIds(db(), 301, 2);
    for (const id of [fundId, failingFundId]) {
      await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00' }).where('id', '=', id).execute();
      for (const d of DAYS) await setNav(db(), id, d, '1.0000');
    }
    await moveTo(app, at('2026-11-20', '09:00'));
    live = await listen(app);
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const grant = async (who: Investor, amount: string, min: string) =>
    (await live.send(who, 'POST', '/dev/coupons/grant', { name: `满${min}返${amount}`, amount, expense_min: min, effective_to: '2026-12-31' })).data.id as number;
  const buy = async (who: Investor, amount: string, fund = fundId) => {
    const res = await live.send(who, 'POST', '/funds/buy/', { fund_id: fund, bank_card_id: who.cardId, amount, password: TRADE_PASSWORD });
    expect(res.status).toBe(200);
    return res.data.id as number;
  };
  const use = (who: Investor, couponId: number, tradeId: number) => live.send(who, 'POST', `/promotion/coupons/${couponId}/use/`, { trade_id: tradeId });
  const changes = async (who: Investor) => (await live.send(who, 'GET', '/wallets/account/changes/?page_size=50')).data.results as { kind: string; amount: string; memo: string }[];
  const cardNet = async (who: Investor) => (await changes(who)).filter((c) => c.kind === 'card').reduce((s, c) => s.plus(c.amount), toDecimal(0)).toFixed(2);
  const usable = async (who: Investor) => ((await live.send(who, 'GET', '/promotion/coupons/mine/?status=0')).data.results as { id: number }[]).map((c) => c.id);
  const detail = async (who: Investor, id: number) => (await live.send(who, 'GET', `/funds/trades/${id}/`)).data;
  const clean = async () => expect((await reconcile(db())).problems).toEqual([]);

  it('coupon + undo: the card nets 0.00, no cashback is paid, and the coupon is usable again', async () => {
    const me = await makeInvestor(db());
    const coupon = await grant(me, '50.00', '100.00');
    const id = await buy(me, '100.00');
    const used = await use(me, coupon, id);
    expect([used.status, used.data]).toEqual([200, { detail: '优惠券已使用，交易确认后返现50.00元' }]);
    // Attached at once (the detail shows it, it is no longer usable), paid only at confirmation.
    expect((await detail(me, id)).coupon_record).toEqual({ amount: '50.00' });
    expect(await usable(me)).not.toContain(coupon);
    expect(await cardNet(me)).toBe('-100.00');
    await clean();

    const undone = await live.send(me, 'POST', '/funds/undo/', { id, password: TRADE_PASSWORD });
    expect(undone.data).toEqual({ id, status: 6 });
    expect(await cardNet(me)).toBe('0.00');
    expect((await changes(me)).map((c) => c.memo)).toEqual(['撤单退回', '银行卡支付']);
    expect(await usable(me)).toContain(coupon);
    expect((await detail(me, id)).coupon_record).toBeNull();
    await clean();

    // Usable again on the next buy.
    const next = await buy(me, '100.00');
    expect((await use(me, coupon, next)).status).toBe(200);
    await clean();
  });

  it('one coupon used on two orders at once attaches once; two coupons on one order at once: one wins, the other gets the message, never a 500', async () => {
    const me = await makeInvestor(db());
    const coupon = await grant(me, '20.00', '100.00');
    const [a, b] = [await buy(me, '100.00'), await buy(me, '100.00')];
    const race = await Promise.all([use(me, coupon, a), use(me, coupon, b), use(me, coupon, a), use(me, coupon, b)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    for (const r of race.filter((x) => x.status === 400)) expect(r.data).toEqual({ errors: { detail: ['该优惠券已使用'] } });

    const c = await buy(me, '100.00');
    const coupons = [await grant(me, '10.00', '100.00'), await grant(me, '11.00', '100.00'), await grant(me, '12.00', '100.00')];
    const onOne = await Promise.all(coupons.map((k) => use(me, k, c)));
    expect(onOne.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of onOne.filter((x) => x.status === 400)) expect(r.data).toEqual({ errors: { detail: ['该交易已使用过优惠券，每笔交易仅可使用一张'] } });
    const second = coupons.find((_, i) => onOne[i]?.status === 400) ?? 0;
    expect((await use(me, second, c)).data).toEqual({ errors: { detail: ['该交易已使用过优惠券，每笔交易仅可使用一张'] } });
    expect(await usable(me)).toContain(second);
    await clean();
  });

  it('coupon + confirmation pays the cashback exactly once; a failed buy gives its coupon back; reconcile reports a cashback without a confirmed buy', async () => {
    const me = await makeInvestor(db());
    const coupon = await grant(me, '50.00', '100.00');
    const id = await buy(me, '100.00');
    expect((await use(me, coupon, id)).status).toBe(200);
    const unlucky = await makeInvestor(db());
    const lost = await grant(unlucky, '30.00', '100.00');
    const failing = await buy(unlucky, '100.00', failingFundId);
    expect((await use(unlucky, lost, failing)).status).toBe(200);
    await db().updateTable('funds').set({ allow_trade: false }).where('id', '=', failingFundId).execute();

    // The market clock reaches the confirmation day (T+1): settlement confirms the buy and pays once.
    const advanced = await live.send(me, 'POST', '/dev/clock/advance', { to: at('2026-11-23', '10:00').toISOString() });
    expect(advanced.status).toBe(200);
    expect((await detail(me, id)).status).toBe(1);
    expect(await cardNet(me)).toBe('-50.00');
    expect((await changes(me)).filter((c) => c.memo === '优惠券返现').map((c) => c.amount)).toEqual(['50.00']);
    await live.send(me, 'POST', '/dev/clock/advance', { days: 1 });
    expect(await cardNet(me)).toBe('-50.00');
    expect((await use(me, coupon, id)).data).toEqual({ errors: { detail: ['该优惠券已使用'] } });
    expect((await detail(me, id)).coupon_record).toEqual({ amount: '50.00' });

    // The failed buy: money and coupon back, no cashback.
    expect((await detail(unlucky, failing)).status).toBe(2);
    expect(await cardNet(unlucky)).toBe('0.00');
    expect(await usable(unlucky)).toContain(lost);
    await db().updateTable('funds').set({ allow_trade: true }).where('id', '=', failingFundId).execute();

    // A coupon used on a buy already confirmed pays at once, and once.
    const late = await grant(me, '5.00', '100.00');
    const other = await buy(me, '100.00');
    await live.send(me, 'POST', '/dev/clock/advance', { days: 3 });
    expect((await detail(me, other)).status).toBe(1);
    expect((await use(me, late, other)).data).toEqual({ detail: '返现5.00元' });
    expect(await cardNet(me)).toBe('-145.00');
    await clean();

    // A cashback row on an order that was not confirmed is reported.
    const sneaky = await makeInvestor(db());
    const k = await grant(sneaky, '40.00', '100.00');
    const open = await buy(sneaky, '100.00');
    expect((await use(sneaky, k, open)).status).toBe(200);
    await post(db(), sneaky.userId, new Date(), [{ account: 'card', cardId: sneaky.cardId, orderId: open, couponId: k, amount: '40.00', memo: '优惠券返现' }]);
    const report = await reconcile(db(), sneaky.userId);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([expect.stringMatching(new RegExp(`^cashback \\d+ \\(coupon ${k}\\) on order ${open} \\(status 0\\)`))]);
  });
});
