// Whole lives of portfolio orders on the market clock, to the fen, with a clean reconciliation after each
// step: proposals, a buy confirmed at T+1 into the portfolio's scope (direct holdings untouched), one order
// per idempotency key, a sell to the card, a sell of one fund, undo in time and too late, a rebalance after
// a target change (sells, then buys with the proceeds), a partly failed buy, a buy paid from the cash
// treasure with a coupon, the daily advisory fee, the spec's messages, and another user who cannot touch any of it.
import type { FastifyInstance } from 'fastify';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';

import { reconcile } from '../ledger/ledger-repo';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav, type Investor } from '../../testing/trading-kit';
import { grantCoupon } from '../promotion/coupon-service';
import { targetPositions, type TargetPosition } from './catalog-repo';

const DAYS = ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'];

interface Row {
  fund: { id: number };
  direction: number;
  amount: string;
  shares: string;
  percent: string;
}

describe('portfolio trading lives', () => {
  let database: Database;
  let app: FastifyInstance;
  let pid = 0;
  let target: TargetPosition[] = [];
  let baoId = 0;
  const db = () => database.db;
  const get = (who: Investor | null, path: string) => request(app, who, 'GET', path);
  const postAs = (who: Investor, path: string, body: object, key?: string) => request(app, who, 'POST', path, { password: TRADE_PASSWORD, ...body }, key);
  const buy = (who: Investor, amount: string, extra: object = {}, key?: string) => postAs(who, '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: who.cardId, amount, ...extra }, key);
  const parent = (id: number) => db().selectFrom('portfolio_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const children = (id: number) => db().selectFrom('trade_orders').selectAll().where('portfolio_order_id', '=', id).orderBy('id').execute();
  const scope = (who: Investor, portfolioId: number) => db().selectFrom('holdings').selectAll().where('user_id', '=', who.userId).where('portfolio_id', '=', portfolioId).orderBy('fund_id').execute();
  const cardMoney = async (who: Investor) => {
    const rows = await db().selectFrom('ledger_entries').select('amount').where('user_id', '=', who.userId).where('account', '=', 'card').execute();
    return rows.reduce((s, r) => s.plus(r.amount), toDecimal(0)).toFixed(2);
  };
  const clean = async () => expect((await reconcile(db())).problems).toEqual([]);
  const navOf = (fundId: number) => (fundId === baoId ? '1.0000' : '2.0000');

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    app.clock.set(at('2026-11-20', '09:00'));
    pid = (await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow()).id;
    target = await targetPositions(db(), pid, '2026-11-20');
    baoId = (await db().selectFrom('funds').select('id').where('is_bao', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
    await db().updateTable('portfolios').set({ allow_trade: true, allow_buy: true, allow_sell: true, investment_risk: 101, amount_min_buy: '100.00', amount_max_buy: '1000000.00', amount_min_sell: '10.00', manage_fare_ratio: '0.005000' }).where('id', '=', pid).execute();
    const ids = target.map((t) => t.fund_id);
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2 }).where('id', 'in', ids).execute();
    await db().updateTable('funds').set({ fare_ratio_buy: '0.015000', discount_rate_buy: '0.1000', fare_ratio_sell: '0.005000', discount_rate_sell: '1.0000', amount_min_buy: '1.00', shares_min_sell: '1.00' }).where('id', 'in', ids).where('is_bao', '=', false).execute();
    await db().updateTable('funds').set({ amount_min_buy: '0.01', shares_min_sell: '0.01' }).where('id', '=', baoId).execute();
    for (const d of DAYS) {
      for (const id of ids) await setNav(db(), id, d, navOf(id), id === baoId ? '0.5000' : null);
    }
    await moveTo(app, at('2026-11-20', '09:00'));
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('proposes a buy split by the target to the fen, the remainder on the largest position, with each fund’s discounted fee', async () => {
    const me = await makeInvestor(db());
    const res = await get(me, `/funds/fund_portfolios/buy/proposal/?fund_portfolio_id=${pid}&bank_card_id=${me.cardId}&amount=1000.01`);
    expect(res.statusCode).toBe(200);
    const p = res.json<{ amount: string; fee: string; results: Row[]; fund_portfolio: { id: number }; bank_card: { id: number } }>();
    expect([p.amount, p.fund_portfolio.id, p.bank_card.id]).toEqual(['1000.01', pid, me.cardId]);
    const rounded = target.map((t) => roundHalfUp(toDecimal('1000.01').times(t.percent).div(100), 2));
    const largest = target.reduce((best, t, i) => (toDecimal(t.percent).gt(target[best]?.percent ?? 0) ? i : best), 0);
    const expected = rounded.map((r, i) => (i === largest ? r.plus(toDecimal('1000.01').minus(rounded.reduce((a, b) => a.plus(b), toDecimal(0)))) : r));
    expect(p.results.map((r) => [r.fund.id, r.direction, r.amount, r.percent])).toEqual(target.map((t, i) => [t.fund_id, 0, expected[i]?.toFixed(2), toDecimal(t.percent).toFixed(2)]));
    // Each fund's fee: amount - amount / (1 + 1.5% × 0.1); the cash treasure is a transfer-in without fee.
    const fee = target.reduce((s, t, i) => (t.fund_id === baoId ? s : s.plus(roundHalfUp(toDecimal(expected[i] ?? 0).minus(toDecimal(expected[i] ?? 0).div('1.0015')), 2))), toDecimal(0));
    expect(p.fee).toBe(fee.toFixed(2));
    const quote = (await get(null, `/funds/fund_portfolios/buy_fee/?fund_portfolio_id=${pid}&amount=1000.01`)).json();
    expect(quote).toEqual(expect.objectContaining({ fee: p.fee, confirm_at: '2026-11-23', amount_min: '100.00' }));
  });

  it('refuses with the spec’s messages', async () => {
    const me = await makeInvestor(db());
    expect((await buy(me, '99.99')).json()).toEqual({ errors: { amount: ['最低购买100元'] } });
    expect((await buy(me, '100.00', { is_bao: true })).json()).toEqual({ errors: { amount: ['余额不足'] } });
    const sell = await postAs(me, '/funds/fund_portfolios/sell/', { fund_portfolio_id: pid, bank_card_id: me.cardId, amount: '10.00' });
    expect(sell.json()).toEqual({ errors: { amount: ['该组合当前无可卖份额'] } });
    expect((await postAs(me, '/funds/fund_portfolios/rebalance/', { fund_portfolio_id: pid, bank_card_id: me.cardId })).json()).toEqual({ errors: { detail: ['您的买入尚未确认，暂不能调仓'] } });
    // A stable portfolio (101, medium) for a medium-low investor needs the risk confirmed.
    const careful = await makeInvestor(db(), 2);
    expect((await buy(careful, '100.00')).json()).toEqual({ errors: { confirm_risk: ['该产品风险等级高于您的风险承受能力，请确认风险后再购买'] } });
    expect((await buy(careful, '100.00', { confirm_risk: true })).statusCode).toBe(200);
    await db().updateTable('portfolios').set({ allow_buy: false }).where('id', '=', pid).execute();
    expect((await buy(me, '100.00')).json()).toEqual({ errors: { amount: ['当前组合不可购买'] } });
    await db().updateTable('portfolios').set({ allow_buy: true }).where('id', '=', pid).execute();
    expect((await buy(me, '100.00', { password: '000000' })).statusCode).toBe(400);
    expect(await db().selectFrom('portfolio_orders').select('id').where('user_id', '=', me.userId).execute()).toEqual([]);
    await clean();
  });

  it('buys into the portfolio’s scope at T+1, one order per idempotency key, direct holdings untouched; sells to the card; sells one fund', async () => {
    app.clock.set(at('2026-11-20', '09:30'));
    const me = await makeInvestor(db());
    // A direct holding of a target fund stays apart from the portfolio's.
    const direct = target.find((t) => t.fund_id !== baoId)?.fund_id ?? 0;
    expect((await postAs(me, '/funds/buy/', { fund_id: direct, bank_card_id: me.cardId, amount: '500.00' })).statusCode).toBe(200);
    const first = await buy(me, '10000.00', {}, 'pbuy-1');
    const again = await buy(me, '10000.00', {}, 'pbuy-1');
    expect(first.json()).toEqual({ id: expect.any(Number), status: 0 });
    expect(again.json()).toEqual(first.json());
    const id = first.json().id as number;
    expect(await db().selectFrom('portfolio_orders').select('id').where('user_id', '=', me.userId).execute()).toHaveLength(1);
    const kids = await children(id);
    expect(kids.map((k) => [k.fund_id, k.portfolio_id, k.status, k.trade_date, k.confirm_date])).toEqual(target.map((t) => [t.fund_id, pid, 0, '2026-11-20', '2026-11-23']));
    expect(await cardMoney(me)).toBe('-10500.00');
    const open = await parent(id);
    expect(open.fee).toBe(kids.reduce((s, k) => s.plus(k.fee), toDecimal(0)).toFixed(2));
    // The portfolio order is not a fund trade.
    const fundTrades = (await get(me, '/funds/trades/')).json();
    expect(fundTrades.results.map((r: { fund: { id: number } }) => r.fund.id)).toEqual([direct]);
    await clean();

    await moveTo(app, at('2026-11-23', '09:00'));
    const done = await parent(id);
    expect([done.status, done.amount_confirm, done.amount_refund, done.confirm_date]).toEqual([1, '10000.00', null, '2026-11-23']);
    const inside = await scope(me, pid);
    const confirmed = await children(id);
    expect(inside.map((h) => [h.fund_id, h.shares])).toEqual(
      confirmed.map((k) => [k.fund_id, roundHalfUp(toDecimal(k.amount).minus(k.fee).div(navOf(k.fund_id)), 2).toFixed(2)]).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const directRows = await scope(me, 0);
    expect(directRows.map((h) => [h.fund_id, h.shares])).toEqual([[direct, roundHalfUp(toDecimal('500.00').minus('0.75').div('2.0000'), 2).toFixed(2)]]);
    const mine = (await get(me, '/funds/fund/mine/')).json();
    expect(mine.results.map((f: { fund: { id: number }; shares_enable: string }) => [f.fund.id, f.shares_enable])).toEqual([[direct, directRows[0]?.shares]]);
    await clean();

    // Sell 3,000.00 yuan: taken from each fund by its worth, shares frozen, proceeds to the card at T+1.
    const proposal = (await get(me, `/funds/fund_portfolios/sell/proposal/?fund_portfolio_id=${pid}&bank_card_id=${me.cardId}&amount=3000.00`)).json<{ amount: string; results: Row[] }>();
    expect(proposal.amount).toBe('3000.00');
    expect(proposal.results.every((r) => r.direction === 1)).toBe(true);
    const sold = await postAs(me, '/funds/fund_portfolios/sell/', { fund_portfolio_id: pid, bank_card_id: me.cardId, amount: '3000.00' });
    expect(sold.json()).toEqual({ id: expect.any(Number), status: 0 });
    const sellKids = await children(sold.json().id);
    expect(sellKids.map((k) => [k.fund_id, k.shares])).toEqual(proposal.results.map((r) => [r.fund.id, r.shares]));
    const worth = (await scope(me, pid)).reduce((s, h) => s.plus(roundHalfUp(toDecimal(h.shares).times(navOf(h.fund_id)), 2)), toDecimal(0));
    const tooMuch = await postAs(me, '/funds/fund_portfolios/sell/', { fund_portfolio_id: pid, bank_card_id: me.cardId, amount: '99999.00' });
    expect(tooMuch.json().errors.amount[0]).toMatch(/^最多可卖出[\d.]+元$/);
    expect(toDecimal(tooMuch.json().errors.amount[0].replace(/[^\d.]/g, '')).lt(worth)).toBe(true);
    await clean();

    // One fund of the portfolio by shares.
    const one = target.find((t) => t.fund_id !== baoId)?.fund_id ?? 0;
    const single = await postAs(me, '/funds/fund_portfolios/sell_fund/', { fund_portfolio_id: pid, bank_card_id: me.cardId, fund_id: one, shares: '10.00' });
    expect(single.json()).toEqual({ id: expect.any(Number), status: 0 });
    expect((await children(single.json().id)).map((k) => [k.fund_id, k.direction, k.shares, k.portfolio_id])).toEqual([[one, 1, '10.00', pid]]);
    // The fund sell call with fund_portfolio_id sells from the portfolio's scope, never the direct holding.
    const viaFundSell = await postAs(me, '/funds/sell/', { fund_id: one, bank_card_id: me.cardId, shares: '5.00', fund_portfolio_id: pid });
    expect((await children(viaFundSell.json().id)).map((k) => [k.fund_id, k.shares, k.portfolio_id])).toEqual([[one, '5.00', pid]]);
    const before = toDecimal(await cardMoney(me));
    await moveTo(app, at('2026-11-24', '09:00'));
    const sellDone = await parent(sold.json().id);
    const singleDone = await parent(single.json().id);
    expect([sellDone.status, singleDone.status]).toEqual([1, 1]);
    const viaDone = await parent(viaFundSell.json().id);
    const proceeds = (await children(sold.json().id)).concat(await children(single.json().id), await children(viaDone.id)).reduce((s, k) => s.plus(k.amount_confirm ?? 0), toDecimal(0));
    expect(toDecimal(sellDone.amount_confirm ?? 0).plus(singleDone.amount_confirm ?? 0).plus(viaDone.amount_confirm ?? 0).toFixed(2)).toBe(proceeds.toFixed(2));
    expect(await cardMoney(me)).toBe(before.plus(proceeds).toFixed(2));
    // Held fewer than 7 days: the sell pays 1.5% on the funds (not on the cash treasure).
    expect(toDecimal(singleDone.fee).toFixed(2)).toBe(roundHalfUp(toDecimal('20.00').times('0.015'), 2).toFixed(2));
    expect((await scope(me, 0)).map((h) => h.fund_id)).toEqual([direct]);
    // The advisory fee accrued on the closed days: worth × 0.5% / 365.
    const fares = await db().selectFrom('portfolio_fares').selectAll().where('user_id', '=', me.userId).orderBy('date').execute();
    expect(fares.length).toBeGreaterThan(0);
    for (const f of fares) expect(f.fare).toBe(roundHalfUp(toDecimal(f.worth).times('0.005').div(365), 2).toFixed(2));
    await clean();
  });

  it('undoes before 15:00 of the trade date with the money back, refuses too late; another user cannot touch the order', async () => {
    app.clock.set(at('2026-11-24', '10:00'));
    const me = await makeInvestor(db());
    const other = await makeInvestor(db());
    const id = (await buy(me, '1000.00')).json().id as number;
    expect((await postAs(other, '/funds/fund_portfolios/undo/', { id })).json()).toEqual({ errors: { detail: ['交易记录不存在'] } });
    expect((await postAs(other, '/funds/fund_portfolios/sell/', { fund_portfolio_id: pid, bank_card_id: me.cardId, amount: '10.00' })).statusCode).toBe(404);
    expect((await get(other, `/funds/portfolio_trades/${id}/`)).statusCode).toBe(404);
    const undone = await postAs(me, '/funds/fund_portfolios/undo/', { id });
    expect(undone.json()).toEqual({ id, status: 6 });
    expect([(await parent(id)).status, (await parent(id)).amount_refund]).toEqual([6, '1000.00']);
    expect((await children(id)).every((k) => k.status === 6)).toBe(true);
    expect(await cardMoney(me)).toBe('0.00');
    expect((await postAs(me, '/funds/fund_portfolios/undo/', { id })).json()).toEqual({ errors: { detail: ['该交易当前状态不可撤单'] } });

    const late = (await buy(me, '1000.00')).json().id as number;
    app.clock.advance({ to: at('2026-11-24', '15:30') });
    expect((await postAs(me, '/funds/fund_portfolios/undo/', { id: late })).json()).toEqual({ errors: { detail: ['已过当日15:00撤单截止时间，无法撤单'] } });
    await clean();
  });

  it('rebalances after a target change: sells first, buys with the proceeds when the sells confirm, then succeeded', async () => {
    app.clock.set(at('2026-11-24', '16:00'));
    await moveTo(app, at('2026-11-25', '09:00'));
    const me = await makeInvestor(db());
    const other = await makeInvestor(db());
    await buy(me, '20000.00');
    await moveTo(app, at('2026-11-26', '09:00'));
    expect((await get(me, `/funds/fund_portfolios/rebalance/proposal/?fund_portfolio_id=${pid}&bank_card_id=${me.cardId}`)).json()).toEqual({ errors: { detail: ['该组合当前无需调仓'] } });

    const adjusted = await request(app, me, 'POST', `/dev/portfolios/${pid}/adjust`);
    expect(adjusted.statusCode).toBe(200);
    const newTarget = await targetPositions(db(), pid, '2026-11-26');
    const proposal = (await get(me, `/funds/fund_portfolios/rebalance/proposal/?fund_portfolio_id=${pid}&bank_card_id=${me.cardId}`)).json<{ amount: string; results: Row[] }>();
    const sells = proposal.results.filter((r) => r.direction === 1);
    const buys = proposal.results.filter((r) => r.direction === 0);
    expect(sells.length).toBeGreaterThan(0);
    expect(buys.length).toBeGreaterThan(0);
    expect(proposal.amount).toBe(sells.reduce((s, r) => s.plus(r.amount), toDecimal(0)).toFixed(2));
    const compare = (await get(me, `/funds/fund_portfolios/rebalance/compare/?fund_portfolio_id=${pid}&bank_card_id=${me.cardId}`)).json<{ results: { fund: { id: number }; before_percent: string; after_percent: string }[] }>();
    for (const t of newTarget) {
      const row = compare.results.find((r) => r.fund.id === t.fund_id);
      expect(toDecimal(row?.after_percent ?? 0).minus(t.percent).abs().lte('0.1')).toBe(true);
    }
    expect((await postAs(other, '/funds/fund_portfolios/rebalance/', { fund_portfolio_id: pid, bank_card_id: other.cardId })).json()).toEqual({ errors: { detail: ['您的买入尚未确认，暂不能调仓'] } });

    const placed = await postAs(me, '/funds/fund_portfolios/rebalance/', { fund_portfolio_id: pid, bank_card_id: me.cardId }, 'rebalance-1');
    expect(placed.json()).toEqual({ id: expect.any(Number), status: 10 });
    const id = placed.json().id as number;
    expect((await children(id)).map((k) => [k.fund_id, k.direction, k.shares])).toEqual(sells.map((r) => [r.fund.id, 1, r.shares]));
    expect((await get(me, `/funds/fund_portfolios/rebalance/proposal/?fund_portfolio_id=${pid}&bank_card_id=${me.cardId}`)).json()).toEqual({ errors: { detail: ['该组合有未确认的交易，暂不能调仓'] } });
    const cardBefore = await cardMoney(me);
    await clean();

    await moveTo(app, at('2026-11-27', '09:00'));
    const mid = await parent(id);
    expect(mid.status).toBe(10);
    const afterSells = await children(id);
    const sold = afterSells.filter((k) => k.direction === 1);
    const bought = afterSells.filter((k) => k.direction === 0);
    expect(sold.every((k) => k.status === 1)).toBe(true);
    expect(bought.length).toBeGreaterThan(0);
    expect(bought.every((k) => k.status === 0 && k.portfolio_id === pid && k.trade_date === '2026-11-27')).toBe(true);
    // Every yuan the sells brought in is buying; none went to the card.
    expect(bought.reduce((s, k) => s.plus(k.amount), toDecimal(0)).toFixed(2)).toBe(sold.reduce((s, k) => s.plus(k.amount), toDecimal(0)).toFixed(2));
    expect(await cardMoney(me)).toBe(cardBefore);
    await clean();

    await moveTo(app, at('2026-11-30', '09:00'));
    const done = await parent(id);
    expect([done.status, done.amount_confirm]).toEqual([11, bought.reduce((s, k) => s.plus(k.amount), toDecimal(0)).toFixed(2)]);
    expect((await children(id)).every((k) => k.status === 1)).toBe(true);
    // The held weights now sit close to the new target.
    const held = await scope(me, pid);
    const worths = held.map((h) => ({ id: h.fund_id, w: toDecimal(h.shares).times(navOf(h.fund_id)) }));
    const total = worths.reduce((s, x) => s.plus(x.w), toDecimal(0));
    for (const t of newTarget) {
      const w = worths.find((x) => x.id === t.fund_id)?.w ?? toDecimal(0);
      expect(w.div(total).times(100).minus(t.percent).abs().lt('0.5')).toBe(true);
    }
    await clean();
  });
  it('settles a buy with a failed fund as partly succeeded with that part refunded; pays from the cash treasure; records a coupon', async () => {
    const me = await makeInvestor(db());
    const day = '2026-11-30';
    app.clock.set(at(day, '09:00'));
    const now = await targetPositions(db(), pid, day);
    const closed = now.find((t) => t.fund_id !== baoId)?.fund_id ?? 0;
    const tooSmall = await grantCoupon(db(), me.userId, { name: '满5000减10', amount: '10.00', expense_min: '5000.00', effective_to: '2026-12-31' }, at(day, '09:00'));
    expect((await buy(me, '1000.00', { coupon_id: tooSmall })).json()).toEqual({ errors: { coupon_id: ['该交易不满足优惠券使用条件'] } });
    const coupon = await grantCoupon(db(), me.userId, { name: '满500减5', amount: '5.00', expense_min: '500.00', effective_to: '2026-12-31' }, at(day, '09:00'));
    // Offered for the portfolio (portfolio_info), by its minimum spend when an amount is named.
    const offered = async (info: object) => (await get(me, `/promotion/coupons/available/?portfolio_info=${encodeURIComponent(JSON.stringify(info))}`)).json();
    expect((await offered({ fund_portfolio_id: pid, amount: '1000.00' })).coupons).toEqual([{ fund_id: pid, coupons: [expect.objectContaining({ id: coupon, amount: '5.00' })] }]);
    expect((await offered({ fund_portfolio_id: pid, amount: '499.99' })).coupons[0].coupons).toEqual([]);
    const id = (await buy(me, '1000.00', { coupon_id: coupon })).json().id as number;
    expect((await parent(id)).coupon_id).toBe(coupon);
    // Attached with the buy (its 5.00 cashback reaches the card when settlement confirms it); it cannot pay for a second buy.
    const spent = await db().selectFrom('user_coupons').select(['used_order_id']).where('id', '=', coupon).executeTakeFirstOrThrow();
    expect((await children(id)).map((k) => k.id)).toContain(spent.used_order_id);
    expect((await buy(me, '1000.00', { coupon_id: coupon })).json()).toEqual({ errors: { coupon_id: ['该优惠券已使用'] } });
    expect((await postAs(me, '/funds/buy/', { fund_id: baoId, bank_card_id: me.cardId, amount: '2000.00' })).statusCode).toBe(200);
    await db().updateTable('funds').set({ allow_trade: false }).where('id', '=', closed).execute();
    await moveTo(app, at('2026-12-01', '09:00'));
    await db().updateTable('funds').set({ allow_trade: true }).where('id', '=', closed).execute();
    const kids = await children(id);
    const failed = kids.find((k) => k.fund_id === closed);
    expect(failed?.status).toBe(2);
    const done = await parent(id);
    expect([done.status, done.amount_refund, done.amount_confirm]).toEqual([8, failed?.amount, toDecimal('1000.00').minus(failed?.amount ?? 0).toFixed(2)]);
    expect(done.failure_notification).not.toBe('');
    expect(await cardMoney(me)).toBe(toDecimal('-2995.00').plus(failed?.amount ?? 0).toFixed(2));
    expect((await scope(me, pid)).map((h) => h.fund_id)).not.toContain(closed);
    await clean();

    const baoDirect = async () => (await db().selectFrom('holdings').select('shares').where('user_id', '=', me.userId).where('fund_id', '=', baoId).where('portfolio_id', '=', 0).executeTakeFirstOrThrow()).shares;
    expect(await baoDirect()).toBe('2000.00');
    expect((await buy(me, '3000.00', { is_bao: true })).json()).toEqual({ errors: { amount: ['余额不足'] } });
    const paid = (await buy(me, '1000.00', { is_bao: true })).json().id as number;
    expect([(await parent(paid)).pay_from_bao, await baoDirect(), await cardMoney(me)]).toEqual([true, '1000.00', toDecimal('-2995.00').plus(failed?.amount ?? 0).toFixed(2)]);
    expect((await children(paid)).every((k) => k.pay_from_bao && k.portfolio_id === pid)).toBe(true);
    await clean();
    expect((await postAs(me, '/funds/fund_portfolios/undo/', { id: paid })).json()).toEqual({ id: paid, status: 6 });
    expect(await baoDirect()).toBe('2000.00');
    await clean();
  });
});
