// Whole lives of orders driven by the market clock, with exact amounts to the fen and a clean
// reconciliation after each: buys before and after 15:00, on a Friday, undo in time and too late,
// confirmation at T+1, sells to the card and to the cash treasure, and the cash treasure itself.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav, type Investor } from '../testing/trading-kit';

import { reconcile } from '../modules/ledger/ledger-repo';
import { grantCoupon } from '../modules/promotion/coupon-service';

describe('trading lives on the market clock', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  let baoId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    app.clock.set(at('2026-11-20', '09:00'));
    const fund = await db().selectFrom('funds').select('id').where('is_bao', '=', false).where('symbol_stype', '=', 301).where('allow_trade', '=', true)
      .where('subscription_status', '=', 2).where('investment_risk', '<=', 3).where('net_value', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    fundId = fund.id;
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0.015000', discount_rate_buy: '0.1000', fare_ratio_sell: '0.005000', discount_rate_sell: '1.0000', t_days_sell: 3, amount_min_buy: '10.00', shares_min_sell: '1.00' }).where('id', '=', fundId).execute();
    baoId = (await db().selectFrom('funds').select('id').where('is_bao', '=', true).executeTakeFirstOrThrow()).id;
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, allow_trade: true, amount_min_buy: '0.01', shares_min_sell: '0.01' }).where('id', '=', baoId).execute();
    for (const [d, nav] of [['2026-11-20', '1.2000'], ['2026-11-23', '1.2500'], ['2026-11-24', '1.3000'], ['2026-11-25', '1.3000'], ['2026-11-26', '1.3000'], ['2026-11-27', '1.3000']] as const) await setNav(db(), fundId, d, nav);
    for (const d of ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']) await setNav(db(), baoId, d, '1.0000', '0.5000');
    await moveTo(app, at('2026-11-20', '09:00'));
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const buy = (who: Investor, amount: string, extra: object = {}, key?: string) =>
    request(app, who, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: who.cardId, amount, password: TRADE_PASSWORD, ...extra }, key);
  const order = (id: number) => db().selectFrom('trade_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const holding = (who: Investor, fund = fundId) => db().selectFrom('holdings').selectAll().where('user_id', '=', who.userId).where('fund_id', '=', fund).executeTakeFirst();
  const clean = async () => expect((await reconcile(db())).problems).toEqual([]);

  it('quotes the buy fee with the discount and the saving against the list rate', async () => {
    const res = await request(app, null, 'GET', `/funds/buy_fee/?fund_id=${fundId}&amount=10000.00`);
    expect(res.json()).toEqual(expect.objectContaining({ fee: '14.98', saved_fee: '132.80', confirm_at: '2026-11-23', fare_ratio_buy: '0.015000', discount_rate_buy: '0.1000' }));
  });

  it('buys on a Friday before and after 15:00, undoes in time and too late, confirms at T+1', async () => {
    const me = await makeInvestor(db());
    const early = await buy(me, '10000.00');
    expect(early.json()).toEqual({ id: expect.any(Number), status: 0 });
    const first = await order(early.json().id);
    expect([first.trade_date, first.confirm_date, first.fee]).toEqual(['2026-11-20', '2026-11-23', '14.98']);

    app.clock.advance({ to: at('2026-11-20', '16:00') });
    const late = await buy(me, '1000.00');
    const second = await order(late.json().id);
    expect([second.trade_date, second.confirm_date, second.fee]).toEqual(['2026-11-23', '2026-11-24', '1.50']);
    // The Friday order's cut-off has passed; the Monday one may still be undone.
    const tooLate = await request(app, me, 'POST', '/funds/undo/', { id: first.id, password: TRADE_PASSWORD });
    expect(tooLate.json().errors.detail).toEqual(['已过当日15:00撤单截止时间，无法撤单']);
    const third = (await buy(me, '500.00')).json().id as number;
    const undone = await request(app, me, 'POST', '/funds/undo/', { id: third, password: TRADE_PASSWORD });
    expect(undone.json()).toEqual({ id: third, status: 6 });
    expect((await order(third)).amount_refund).toBe('500.00');
    await clean();

    await moveTo(app, at('2026-11-23', '09:00'));
    const confirmed = await order(first.id);
    expect([confirmed.status, confirmed.net_value, confirmed.amount_confirm, confirmed.shares_confirm]).toEqual([1, '1.2000', '9985.02', '8320.85']);
    expect((await order(second.id)).status).toBe(0);
    await moveTo(app, at('2026-11-24', '09:00'));
    expect(await order(second.id)).toEqual(expect.objectContaining({ status: 1, net_value: '1.2500', shares_confirm: '798.80' }));
    expect((await holding(me))?.shares).toBe('9119.65');
    await clean();
    // Someone else's order reads as missing.
    const other = await makeInvestor(db());
    expect((await request(app, other, 'POST', '/funds/undo/', { id: second.id, password: TRADE_PASSWORD })).statusCode).toBe(404);
  });

  it('sells part to the card and part to the cash treasure with the holding-period fee', async () => {
    await moveTo(app, at('2026-11-24', '10:00'));
    const me = await makeInvestor(db());
    const bought = (await buy(me, '2002.99')).json().id as number;
    await moveTo(app, at('2026-11-25', '09:00'));
    // 2002.99 / 1.0015 = 1999.99; / 1.3000 = 1538.45 shares.
    expect((await order(bought)).shares_confirm).toBe('1538.45');
    const quote = await request(app, me, 'GET', `/funds/sell_fee/?fund_id=${fundId}&shares=1000.00&bank_card_id=${me.cardId}`);
    // Held 0 days: 1.5% of 1000 × 1.3000 (the last published NAV), the only rate these lots pay; arrives 3 trading days after the trade date.
    expect(quote.json()).toEqual(expect.objectContaining({ fee: '19.50', saved_fee: '0.00', confirm_at: '2026-11-26', arrive_at: '2026-11-30', fare_ratio_sell_min: '0.015000', fare_ratio_sell_max: '0.015000' }));
    const toCard = await request(app, me, 'POST', '/funds/sell/', { fund_id: fundId, bank_card_id: me.cardId, shares: '1000.00', password: TRADE_PASSWORD });
    const toBao = await request(app, me, 'POST', '/funds/sell/', { fund_id: fundId, bank_card_id: me.cardId, shares: '500.00', password: TRADE_PASSWORD, is_bao: true });
    const tooMany = await request(app, me, 'POST', '/funds/sell/', { fund_id: fundId, bank_card_id: me.cardId, shares: '38.46', password: TRADE_PASSWORD });
    expect(tooMany.json().errors.shares).toEqual(['最多可卖出38.45份']);
    expect((await holding(me))?.shares_frozen).toBe('1500.00');
    await clean();
    await moveTo(app, at('2026-11-26', '09:00'));
    // Held 1 day: 1.5%. 1000 × 1.3 = 1300.00, fee 19.50; 500 × 1.3 = 650.00, fee 9.75.
    const card = await order(toCard.json().id);
    // The record shows the tier the lots paid (under 7 days), not the fund's ordinary 0.5%.
    expect([card.status, card.amount, card.fee, card.arrive_date, card.fare_ratio, card.discount_rate]).toEqual([1, '1280.50', '19.50', '2026-11-30', '0.015000', '1.0000']);
    const bao = await order(toBao.json().id);
    expect([bao.status, bao.amount, bao.fee]).toEqual([1, '640.25', '9.75']);
    expect((await holding(me, baoId))?.shares).toBe('640.25');
    expect((await holding(me))).toEqual(expect.objectContaining({ shares: '38.45', shares_frozen: '0.00' }));
    const markers = (await request(app, me, 'GET', `/funds/trades/markers/?fund_id=${fundId}`)).json();
    expect(markers.map((m: { direction: number; date: string }) => [m.direction, m.date])).toEqual([[0, '2026-11-24'], [1, '2026-11-25'], [1, '2026-11-25']]);
    await clean();
  });

  it('moves money into and out of the cash treasure, fast within the daily cap and normal beyond', async () => {
    const me = await makeInvestor(db());
    await moveTo(app, at('2026-11-26', '10:00'));
    const transferIn = await request(app, me, 'POST', '/funds/buy/', { fund_id: baoId, bank_card_id: me.cardId, amount: '30000.00', password: TRADE_PASSWORD });
    expect(transferIn.json().status).toBe(0);
    await moveTo(app, at('2026-11-27', '09:00'));
    expect((await holding(me, baoId))?.shares).toBe('30000.00');
    await moveTo(app, at('2026-11-28', '09:00'));
    // Friday's income: 30,000 × 0.5000 / 10,000 = 1.50.
    expect((await holding(me, baoId))?.shares).toBe('30001.50');
    const sell = (shares: string, fast: boolean) => request(app, me, 'POST', '/funds/sell/', { fund_id: baoId, bank_card_id: me.cardId, shares, password: TRADE_PASSWORD, is_fast: fast });
    const fast1 = await sell('6000.00', true);
    expect(fast1.json().status).toBe(1);
    const fast2 = await sell('4000.00', true);
    expect(fast2.json().status).toBe(1);
    const beyond = await sell('0.01', true);
    expect(beyond.json().status).toBe(0);
    expect((await order(beyond.json().id)).remind_info).toBe('超出当日快速转出额度，已按普通转出处理');
    expect((await holding(me, baoId))).toEqual(expect.objectContaining({ shares: '20001.50', shares_frozen: '0.01' }));
    await clean();
    await moveTo(app, at('2026-12-01', '09:00'));
    expect((await order(beyond.json().id)).status).toBe(1);
    await clean();
  });

  it('pays a dividend in cash to one holder and reinvests it for another', async () => {
    const cash = await makeInvestor(db());
    const reinvest = await makeInvestor(db());
    await moveTo(app, at('2026-12-01', '10:00'));
    await setNav(db(), fundId, '2026-12-01', '1.0000');
    await setNav(db(), fundId, '2026-12-02', '1.0000');
    await setNav(db(), fundId, '2026-12-03', '1.0000');
    for (const who of [cash, reinvest]) await buy(who, '1001.50');
    await moveTo(app, at('2026-12-02', '09:00'));
    expect((await holding(cash))?.shares).toBe('1000.00');
    const change = await request(app, cash, 'POST', '/funds/divi_type/change/', { fund_id: fundId, divi_type: 2 });
    expect(change.statusCode).toBe(200);
    const again = await request(app, cash, 'POST', '/funds/divi_type/change/', { fund_id: fundId, divi_type: 1 });
    expect(again.json().errors.divi_type).toEqual(['分红方式处于修改中，确认后才可再次修改']);
    await moveTo(app, at('2026-12-03', '09:00'));
    expect((await holding(cash))?.divi_type).toBe(2);
    await db().insertInto('fund_dividends').values({ fund_id: fundId, record_date: '2026-12-03', ex_date: '2026-12-03', pay_date: '2026-12-03', kind: 'dividend', per_share: '0.0500', split_ratio: null }).execute();
    await moveTo(app, at('2026-12-04', '09:00'));
    const bonus = (who: Investor) => db().selectFrom('trade_orders').selectAll().where('user_id', '=', who.userId).where('direction', '=', 4).executeTakeFirstOrThrow();
    expect(await bonus(cash)).toEqual(expect.objectContaining({ amount: '50.00', divi_type: 2, shares_confirm: null }));
    expect(await bonus(reinvest)).toEqual(expect.objectContaining({ amount: '50.00', divi_type: 1, shares_confirm: '50.00' }));
    expect((await holding(reinvest))?.shares).toBe('1050.00');
    expect((await holding(cash))?.shares).toBe('1000.00');
    // Every holder of the fund is paid once; running settlement again pays nobody twice.
    const paid = await db().selectFrom('trade_orders').select('id').where('direction', '=', 4).execute();
    await moveTo(app, at('2026-12-04', '10:00'));
    expect(await db().selectFrom('trade_orders').select('id').where('direction', '=', 4).execute()).toHaveLength(paid.length);
    await clean();
  });
  it('reads assets, held funds, income by day, allocation and account changes', async () => {
    const me = await makeInvestor(db());
    await moveTo(app, at('2026-12-07', '10:00'));
    await setNav(db(), fundId, '2026-12-07', '1.0000');
    await setNav(db(), fundId, '2026-12-08', '1.1000');
    await buy(me, '1001.50');
    await moveTo(app, at('2026-12-09', '09:00'));
    const assets = (await request(app, me, 'GET', '/funds/assets/mine/')).json();
    // 1000.00 shares confirmed on 12-08, worth 1,100.00 at 1.1000; the day's income 100.00.
    expect(assets).toEqual(expect.objectContaining({ assets_total: '1100.00', income_latest: '100.00', income_total: '100.00', bank_cards_count: 1 }));
    expect(assets.funds).toEqual(expect.objectContaining({ worth_value: '1100.00', trade_date: '2026-12-08' }));
    const funds = (await request(app, me, 'GET', '/funds/fund/mine/')).json();
    expect(funds.results).toHaveLength(1);
    expect(funds.results[0]).toEqual(expect.objectContaining({ shares_enable: '1000.00', worth_value: '1100.00', divi_type: 1, allow_sell: true }));
    const info = (await request(app, me, 'GET', `/funds/fund/fund_info/?fund_id=${fundId}`)).json();
    expect(info.shares_list[0]).toEqual(expect.objectContaining({ id: me.cardId, shares_current: '1000.00', shares_enable: '1000.00' }));
    expect((await request(app, me, 'GET', `/funds/fund/shares_info/?fund_id=${fundId}`)).json().shares_list).toHaveLength(1);
    expect((await request(app, me, 'GET', '/funds/income/mine/')).json().results).toEqual([{ date: '2026-12-08', income: '100.00' }]);
    const report = (await request(app, me, 'GET', '/funds/asset_report/mine/')).json();
    expect(report.worth_value).toBe('1100.00');
    expect(report.allocation.map((a: { name: string }) => a.name)).toEqual(['股票', '债券', '现金', '其他']);
    const changes = (await request(app, me, 'GET', '/wallets/account/changes/')).json();
    expect(changes.results.map((c: { kind: string; amount: string }) => [c.kind, c.amount])).toEqual([['fee', '1.50'], ['card', '-1001.50']]);
    const other = await makeInvestor(db());
    expect((await request(app, other, 'GET', `/funds/fund/fund_info/?fund_id=${fundId}`)).statusCode).toBe(404);
    await clean();

    // A coupon: granted into the ledger, offered for a large enough amount, used once as cashback on the buy.
    const now = app.clock.instant();
    const couponId = await grantCoupon(db(), me.userId, { name: '申购返现券', amount: '8.88', expense_min: '1000.00', effective_to: '2026-12-31' }, now);
    const offered = (amount: string) => request(app, me, 'GET', `/promotion/coupons/available/?fund_info=${encodeURIComponent(JSON.stringify({ fund_id: fundId, amount }))}`);
    expect((await offered('999.99')).json().coupons[0].coupons).toEqual([]);
    expect((await offered('1000.00')).json().coupons[0].coupons[0]).toEqual(expect.objectContaining({ id: couponId, amount: '8.88' }));
    await clean();
    const tradeId = (await db().selectFrom('trade_orders').select('id').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).id;
    expect((await request(app, other, 'POST', `/promotion/coupons/${couponId}/use/`, { trade_id: tradeId })).statusCode).toBe(404);
    expect((await request(app, me, 'POST', `/promotion/coupons/${couponId}/use/`, { trade_id: tradeId })).json()).toEqual({ detail: '返现8.88元' });
    expect((await request(app, me, 'POST', `/promotion/coupons/${couponId}/use/`, { trade_id: tradeId })).json().errors.detail).toEqual(['该优惠券已使用']);
    expect((await request(app, me, 'GET', `/funds/trades/${tradeId}/`)).json().coupon_record).toEqual({ amount: '8.88' });
    expect((await request(app, me, 'GET', '/promotion/coupons/mine/?status=1')).json().total_count).toBe(1);
    await clean();
  });
});
