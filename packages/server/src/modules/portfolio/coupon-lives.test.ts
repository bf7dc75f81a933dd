// Portfolio coupons attacked over HTTP on the running server: the coupon is attached with the buy and
// pays its cashback when settlement confirms the portfolio order, exactly once; an undone or wholly
// failed buy gives it back with the money; two buys at once cannot both take one coupon.
import type { FastifyInstance } from 'fastify';
import { toDecimal } from '@fund/core/money';
import type { Database } from '../../db/database';
import { reconcile } from '../ledger/ledger-repo';
import { listen, type LiveServer } from '../../testing/live-server';
import { openTradingWorld, TRADE_PASSWORD, at, makeInvestor, moveTo, setNav, type Investor } from '../../testing/trading-kit';
import { targetPositions } from './catalog-repo';

const DAYS = ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25'];

describe('portfolio coupons over HTTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let live: LiveServer;
  let pid = 0;
  let fundIds: number[] = [];
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00')));
    pid = (await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow()).id;
    fundIds = (await targetPositions(db(), pid, '2026-11-20')).map((t) => t.fund_id);
    await db().updateTable('portfolios').set({ allow_trade: true, allow_buy: true, allow_sell: true, investment_risk: 101, amount_min_buy: '100.00', amount_max_buy: '1000000.00' }).where('id', '=', pid).execute();
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2, amount_min_buy: '0.01' }).where('id', 'in', fundIds).execute();
    for (const d of DAYS) for (const id of fundIds) await setNav(db(), id, d, '1.0000', '0.5000');
    await moveTo(app, at('2026-11-20', '09:00'));
    live = await listen(app);
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const grant = async (who: Investor, amount: string, min: string) =>
    (await live.send(who, 'POST', '/dev/coupons/grant', { name: `组合满${min}返${amount}`, amount, expense_min: min, effective_to: '2026-12-31' })).data.id as number;
  const buy = (who: Investor, amount: string, couponId?: number) =>
    live.send(who, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: who.cardId, amount, password: TRADE_PASSWORD, ...(couponId === undefined ? {} : { coupon_id: couponId }) });
  const changes = async (who: Investor) => (await live.send(who, 'GET', '/wallets/account/changes/?page_size=50')).data.results as { kind: string; amount: string; memo: string }[];
  const cardNet = async (who: Investor) => (await changes(who)).filter((c) => c.kind === 'card').reduce((s, c) => s.plus(c.amount), toDecimal(0)).toFixed(2);
  const usable = async (who: Investor) => ((await live.send(who, 'GET', '/promotion/coupons/mine/?status=0')).data.results as { id: number }[]).map((c) => c.id);
  const detail = async (who: Investor, id: number) => (await live.send(who, 'GET', `/funds/portfolio_trades/${id}/`)).data;
  const clean = async () => expect((await reconcile(db())).problems).toEqual([]);

  it('coupon + undo: the card nets 0.00 and the coupon is usable again', async () => {
    const me = await makeInvestor(db());
    const coupon = await grant(me, '5.00', '500.00');
    const placed = await buy(me, '1000.00', coupon);
    expect(placed.status).toBe(200);
    const id = placed.data.id as number;
    expect((await detail(me, id)).coupon_record).toEqual({ amount: '5.00' });
    expect(await usable(me)).not.toContain(coupon);
    expect(await cardNet(me)).toBe('-1000.00');
    await clean();
    expect((await live.send(me, 'POST', '/funds/fund_portfolios/undo/', { id, password: TRADE_PASSWORD })).data).toEqual({ id, status: 6 });
    expect(await cardNet(me)).toBe('0.00');
    expect((await changes(me)).some((c) => c.memo === '优惠券返现')).toBe(false);
    expect(await usable(me)).toContain(coupon);
    expect((await detail(me, id)).coupon_record).toBeNull();
    await clean();
  });

  it('two buys with one coupon at once: one takes it, the other is refused', async () => {
    const me = await makeInvestor(db());
    const coupon = await grant(me, '5.00', '500.00');
    const race = await Promise.all([buy(me, '1000.00', coupon), buy(me, '1000.00', coupon), buy(me, '1000.00', coupon)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of race.filter((x) => x.status === 400)) expect(r.data).toEqual({ errors: { coupon_id: ['该优惠券已使用'] } });
    expect(await cardNet(me)).toBe('-1000.00');
    await clean();
  });

  it('coupon + confirmation pays the cashback exactly once; a wholly failed buy gives its coupon back', async () => {
    const me = await makeInvestor(db());
    const coupon = await grant(me, '8.00', '500.00');
    const placed = await buy(me, '1000.00', coupon);
    const id = placed.data.id as number;
    expect((await db().selectFrom('portfolio_orders').select('serial_number').where('id', '=', id).executeTakeFirstOrThrow()).serial_number).toMatch(/^P20261120\d{10}$/);
    expect(await cardNet(me)).toBe('-1000.00');
    // The market clock reaches T+1: the children are confirmed, then the portfolio order, which pays.
    expect((await live.send(me, 'POST', '/dev/clock/advance', { to: at('2026-11-23', '10:00').toISOString() })).status).toBe(200);
    expect((await detail(me, id)).status).toBe(1);
    expect(await cardNet(me)).toBe('-992.00');
    expect((await changes(me)).filter((c) => c.memo === '优惠券返现').map((c) => c.amount)).toEqual(['8.00']);
    await live.send(me, 'POST', '/dev/clock/advance', { days: 1 });
    expect(await cardNet(me)).toBe('-992.00');
    expect((await detail(me, id)).coupon_record).toEqual({ amount: '8.00' });
    await clean();

    const unlucky = await makeInvestor(db());
    const lost = await grant(unlucky, '6.00', '500.00');
    const failing = (await buy(unlucky, '1000.00', lost)).data.id as number;
    await db().updateTable('funds').set({ allow_trade: false }).where('id', 'in', fundIds).execute();
    await live.send(unlucky, 'POST', '/dev/clock/advance', { days: 1 });
    await db().updateTable('funds').set({ allow_trade: true }).where('id', 'in', fundIds).execute();
    expect((await detail(unlucky, failing)).status).toBe(2);
    expect(await cardNet(unlucky)).toBe('0.00');
    expect(await usable(unlucky)).toContain(lost);
    expect((await detail(unlucky, failing)).coupon_record).toBeNull();
    await clean();
  });
});
