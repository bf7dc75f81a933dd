// Held-portfolio reads over shares held inside a portfolio (posted through the ledger with a portfolio
// scope), portfolio orders with child fund orders, daily incomes and accrued fees written as the engine
// writes them: the held list and detail, cards, a fund inside, income, records and their detail, markers,
// the advisory fee, the rebalance check before and after a target change, my assets; another user sees nothing.
import type { FastifyInstance } from 'fastify';
import { toDecimal } from '@fund/core/money';
import { TradeDirection, TradeStatus } from '@fund/core/trade';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';

import { post } from '../ledger/ledger-repo';
import { at, makeInvestor, request, type Investor } from '../../testing/trading-kit';
import { insertOrder } from '../trade/trading-repo';
import { targetPositions, type TargetPosition } from './catalog-repo';

const TODAY = '2026-11-20';
const NAV = '2.0000';

describe('held portfolios', () => {
  let database: Database;
  let app: FastifyInstance;
  let me: Investor;
  let other: Investor;
  let portfolioId = 0;
  let target: TargetPosition[] = [];
  let baoIds = new Set<number>();
  let seq = 0;
  const db = () => database.db;
  const get = (who: Investor | null, path: string) => request(app, who, 'GET', path);

  /** A portfolio order with one child fund order per (fund, yuan) in `parts`. */
  async function order(who: Investor, direction: number, status: number, amount: string, parts: { fundId: number; amount: string }[], tradeDate = TODAY, applyAt = at(TODAY, '10:00')): Promise<number> {
    seq += 1;
    const parent = await db()
      .insertInto('portfolio_orders')
      .values({
        serial_number: `PT${String(seq).padStart(8, '0')}`, user_id: who.userId, portfolio_id: portfolioId, bank_card_id: who.cardId, direction, status, amount, fee: '1.00',
        amount_confirm: status === TradeStatus.TradeSucceed ? amount : null, amount_refund: null, pay_from_bao: false, coupon_id: null, risk_confirmation_id: null, rebalance_type: null,
        apply_at: applyAt.toISOString(), trade_date: tradeDate, confirm_date: '2026-11-23', confirmed_at: null, remind_info: '', failure_notification: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const p of parts) {
      const shares = direction === TradeDirection.Sell ? toDecimal(p.amount).div(NAV).toFixed(2) : '0';
      await insertOrder(db(), {
        serial_number: `PC${String(seq)}-${p.fundId}`, user_id: who.userId, fund_id: p.fundId, bank_card_id: who.cardId, direction, status, amount: p.amount, shares, fee: '0.00',
        fare_ratio: '0', discount_rate: '1', amount_confirm: null, shares_confirm: status === TradeStatus.TradeSucceed ? toDecimal(p.amount).div(NAV).toFixed(2) : null, amount_refund: null,
        net_value: null, pay_from_bao: false, to_bao: false, is_fast: false, apply_at: applyAt.toISOString(), trade_date: tradeDate, confirm_date: '2026-11-23', arrive_date: '2026-11-25',
        confirmed_at: null, fixed_investment_id: null, run_date: null, dividend_date: null, risk_confirmation_id: null, divi_type: null, opposite_id: null, remind_info: '', failure_notification: '',
        portfolio_id: portfolioId, portfolio_order_id: parent.id,
      });
    }
    return parent.id;
  }

  /** The shares worth `yuan` of a fund at its NAV (the cash treasure at 1). */
  const sharesOf = (fundId: number, yuan: string) => toDecimal(yuan).div(baoIds.has(fundId) ? 1 : NAV).toFixed(2);

  /** Holds 10,000.00 yuan of the portfolio at its target, through a confirmed buy. */
  async function holdAtTarget(who: Investor): Promise<number> {
    const parts = target.map((t) => ({ fundId: t.fund_id, amount: toDecimal(t.percent).times(100).toFixed(2) }));
    const id = await order(who, TradeDirection.Buy, TradeStatus.TradeSucceed, '10000.00', parts, '2026-11-19', at('2026-11-19', '10:00'));
    await post(db(), who.userId, at('2026-11-20', '09:00'), parts.map((p) => ({ account: 'shares' as const, fundId: p.fundId, cardId: who.cardId, portfolioId, amount: sharesOf(p.fundId, p.amount), memo: '买入确认份额' })));
    return id;
  }

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: TODAY });
    app = await buildApp({ db: database });
    app.clock.set(at(TODAY, '10:00'));
    const p = await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow();
    portfolioId = p.id;
    target = await targetPositions(db(), portfolioId, TODAY);
    baoIds = new Set((await db().selectFrom('funds').select('id').where('is_bao', '=', true).execute()).map((f) => f.id));
    await db().updateTable('funds').set({ net_value: NAV, allow_sell: true }).where('id', 'in', target.map((t) => t.fund_id)).where('is_bao', '=', false).execute();
    me = await makeInvestor(db());
    other = await makeInvestor(db());
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 404 and empty lists before anything is held, and needs a login', async () => {
    expect((await get(me, `/funds/fund_portfolios/${portfolioId}/`)).json()).toEqual({ errors: { detail: ['您尚未持有该组合'] } });
    expect((await get(me, '/funds/fund_portfolios/mine/')).json()).toEqual([]);
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${portfolioId}`)).json()).toEqual({ allow_rebalance: false, message: '您尚未持有该组合' });
    expect((await get(null, '/funds/fund_portfolios/mine/')).statusCode).toBe(401);
    const assets = (await get(me, '/funds/assets/mine/')).json();
    expect(assets.fund_portfolios).toBeUndefined();
  });

  it('shows a held portfolio with its worth, funds, cards and orders; the owner only', async () => {
    const buyId = await holdAtTarget(me);
    const list = (await get(me, '/funds/fund_portfolios/mine/?topic=xds')).json();
    expect(list).toHaveLength(1);
    expect((await get(me, '/funds/fund_portfolios/mine/?topic=pandoras_box')).json()).toEqual([]);
    const held = (await get(me, `/funds/fund_portfolios/${portfolioId}/`)).json();
    expect(held).toEqual(expect.objectContaining({ worth_value: '10000.00', fare: '0.00', income_total: '0.00', buy_unconfirm: 0, sell_unconfirm: 0, rebalance_unconfirm: 0, allow_sell: true, is_manager: false }));
    expect(held.fund_portfolio).toEqual(expect.objectContaining({ id: portfolioId }));
    expect(held.funds_list.map((f: { fund: { id: number } }) => f.fund.id).sort()).toEqual(target.map((t) => t.fund_id).sort());
    const first = target[0];
    if (!first) throw new Error('no target');
    const inside = held.funds_list.find((f: { fund: { id: number } }) => f.fund.id === first.fund_id);
    expect(inside.worth_value).toBe(toDecimal(first.percent).times(100).toFixed(2));
    expect(held.shares_list).toEqual([expect.objectContaining({ id: me.cardId, worth_value: '10000.00', worth_value_enable: '10000.00' })]);
    expect(held.trade_record_list).toEqual([expect.objectContaining({ id: buyId, direction: 0, status: 1, amount: '10000.00' })]);
    expect(list[0]).toEqual(held);

    expect((await get(me, `/funds/fund_portfolios/${portfolioId}/shares_info/`)).json()).toEqual({ shares_list: held.shares_list });
    const symbol = (await db().selectFrom('funds').select('symbol').where('id', '=', first.fund_id).executeTakeFirstOrThrow()).symbol;
    const fundInfo = (await get(me, `/funds/fund_portfolios/fund_info/?symbol=${symbol}&portfolio_id=${portfolioId}`)).json();
    expect(fundInfo).toEqual(inside);
    // The same fund is not held directly: the direct read still says so.
    expect((await get(me, `/funds/fund/fund_info/?symbol=${symbol}`)).statusCode).toBe(404);

    for (const path of [`/funds/fund_portfolios/${portfolioId}/`, `/funds/fund_portfolios/${portfolioId}/shares_info/`]) {
      expect((await get(other, path)).json()).toEqual({ errors: { detail: ['您尚未持有该组合'] } });
    }
    expect((await get(other, `/funds/fund_portfolios/fund_info/?symbol=${symbol}&portfolio_id=${portfolioId}`)).json()).toEqual({ errors: { detail: ['您尚未持有该基金'] } });
    expect((await get(other, '/funds/fund_portfolios/mine/')).json()).toEqual([]);
  });

  it('lists portfolio orders 10 a page, newest first, and opens one with its child orders; another user gets 404', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      ids.push(await order(me, TradeDirection.Buy, TradeStatus.Cancelled, '100.00', [{ fundId: target[0]?.fund_id ?? 0, amount: '100.00' }], TODAY, at(TODAY, `09:${String(10 + i)}`)));
    }
    const page1 = (await get(me, '/funds/portfolio_trades/')).json();
    expect([page1.total_count, page1.total_page, page1.results.length]).toEqual([12, 2, 10]);
    expect(page1.results[0].id).toBe(ids[10]);
    const page2 = (await get(me, '/funds/portfolio_trades/?page=2')).json();
    expect(page2.results).toHaveLength(2);
    expect((await get(me, `/funds/portfolio_trades/?fund_portfolio_id=${portfolioId}&status=1`)).json().total_count).toBe(1);
    expect((await get(other, '/funds/portfolio_trades/')).json().total_count).toBe(0);

    const cancelled = (await get(me, `/funds/portfolio_trades/${ids[0]}/`)).json();
    expect(cancelled.status_info.map((s: { title: string; status: number }) => [s.title, s.status])).toEqual([['提交申请', 0], ['已撤单', 1]]);
    expect(cancelled.trade_record_list).toEqual([expect.objectContaining({ direction: 0, amount: '100.00' })]);
    expect(cancelled.allow_undo).toBe(false);
    expect((await get(other, `/funds/portfolio_trades/${ids[0]}/`)).json()).toEqual({ errors: { detail: ['交易记录不存在'] } });
    expect((await get(me, '/funds/portfolio_trades/99999/')).json()).toEqual({ errors: { detail: ['交易记录不存在'] } });

    const buy = page2.results.at(-1);
    const detail = (await get(me, `/funds/portfolio_trades/${buy.id}/`)).json();
    expect(detail).toEqual(expect.objectContaining({ serial_number: expect.stringMatching(/^PT/), is_first_trade: true, allow_undo: false, fare: '1.00', fare_buy: '1.00' }));
    expect(detail.status_info.map((s: { title: string; status: number }) => [s.title, s.status])).toEqual([['提交申请', 0], ['确认份额', 0], ['查看收益', 0]]);
    expect(detail.trade_record_list).toHaveLength(target.length);

    const markers = (await get(me, `/funds/portfolio_trades/markers/?fund_portfolio_id=${portfolioId}`)).json();
    expect(markers).toEqual([expect.objectContaining({ id: buy.id, date: '2026-11-19', direction: 0, direction_display: '买入', amount: '10000.00' })]);
    expect((await get(other, `/funds/portfolio_trades/markers/?fund_portfolio_id=${portfolioId}`)).json()).toEqual([]);
  });

  it('counts an open sell as unconfirmed, may undo it before 15:00, and refuses a rebalance meanwhile', async () => {
    const fundId = target.find((t) => !baoIds.has(t.fund_id))?.fund_id ?? 0;
    const sellId = await order(me, TradeDirection.Sell, TradeStatus.EntrustSucceed, '200.00', [{ fundId, amount: '200.00' }]);
    const held = (await get(me, `/funds/fund_portfolios/${portfolioId}/`)).json();
    expect(held).toEqual(expect.objectContaining({ sell_unconfirm: 1, sell_amount_unconfirm: '200.00', shares_unconfirm: '100.00', allow_rebalance: false }));
    const detail = (await get(me, `/funds/portfolio_trades/${sellId}/`)).json();
    expect(detail.allow_undo).toBe(true);
    expect(detail.status_info.map((s: { title: string; status: number }) => [s.title, s.status])).toEqual([['提交申请', 0], ['确认金额', 2], ['资金到账', 2]]);
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${portfolioId}`)).json()).toEqual({ allow_rebalance: false, message: '该组合有未确认的交易，暂不能调仓' });
    app.clock.set(at(TODAY, '15:30'));
    expect((await get(me, `/funds/portfolio_trades/${sellId}/`)).json().allow_undo).toBe(false);
    app.clock.set(at(TODAY, '10:00'));
    await db().updateTable('portfolio_orders').set({ status: TradeStatus.Cancelled }).where('id', '=', sellId).execute();
  });

  it('allows a rebalance only once the target moves by a point or more', async () => {
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${portfolioId}`)).json()).toEqual({ allow_rebalance: false, message: '该组合当前无需调仓' });
    expect((await get(me, `/funds/fund_portfolios/${portfolioId}/`)).json().allow_rebalance).toBe(false);
    const [a, b, ...rest] = target;
    if (!a || !b) throw new Error('target too small');
    const shifted = (by: string) => [
      { fund_id: a.fund_id, percent: toDecimal(a.percent).minus(by).toFixed(2) },
      { fund_id: b.fund_id, percent: toDecimal(b.percent).plus(by).toFixed(2) },
      ...rest,
    ];
    // Half a point is within the tolerance.
    await db().insertInto('portfolio_positions').values(shifted('0.50').map((t) => ({ portfolio_id: portfolioId, fund_id: t.fund_id, effective_from: '2026-11-20', percent: t.percent }))).execute();
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${portfolioId}`)).json().allow_rebalance).toBe(false);
    await db().deleteFrom('portfolio_positions').where('portfolio_id', '=', portfolioId).where('effective_from', '=', '2026-11-20').execute();
    await db().insertInto('portfolio_positions').values(shifted('1.00').map((t) => ({ portfolio_id: portfolioId, fund_id: t.fund_id, effective_from: '2026-11-20', percent: t.percent }))).execute();
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${portfolioId}`)).json()).toEqual({ allow_rebalance: true });
    expect((await get(me, `/funds/fund_portfolios/${portfolioId}/`)).json().allow_rebalance).toBe(true);
    expect((await get(other, `/portfolio/check_rebalance/?portfolio_id=${portfolioId}`)).json().allow_rebalance).toBe(false);
    await db().deleteFrom('portfolio_positions').where('portfolio_id', '=', portfolioId).where('effective_from', '=', '2026-11-20').execute();
  });

  it('sums income, the advisory fee and the portfolio block of my assets', async () => {
    const [a, b] = target;
    if (!a || !b) throw new Error('target too small');
    const incomes = [['2026-11-18', a.fund_id, '3.00'], ['2026-11-19', a.fund_id, '2.50'], ['2026-11-19', b.fund_id, '-1.00'], ['2026-10-30', a.fund_id, '4.00']] as const;
    for (const [date, fundId, income] of incomes) {
      await db().insertInto('daily_incomes').values({ user_id: me.userId, fund_id: fundId, bank_card_id: me.cardId, portfolio_id: portfolioId, date, income }).execute();
    }
    for (const [date, worth, fare] of [['2026-10-30', '9000.00', '0.20'], ['2026-11-18', '10000.00', '0.27'], ['2026-11-19', '10000.00', '0.28']] as const) {
      await db().insertInto('portfolio_fares').values({ user_id: me.userId, portfolio_id: portfolioId, bank_card_id: me.cardId, date, worth, fare }).execute();
    }
    const held = (await get(me, `/funds/fund_portfolios/${portfolioId}/`)).json();
    expect(held).toEqual(expect.objectContaining({ income_total: '8.50', income_latest: '1.50', fare: '0.75' }));
    expect(held.income_list).toEqual([{ date: '2026-11-19', income: '1.50' }, { date: '2026-11-18', income: '3.00' }, { date: '2026-10-30', income: '4.00' }]);

    const page = (await get(me, `/funds/income/portfolio_fund/?fund_portfolio_id=${portfolioId}&page_size=2`)).json();
    expect([page.total_count, page.total_page, page.results]).toEqual([3, 2, [{ date: '2026-11-19', income: '1.50' }, { date: '2026-11-18', income: '3.00' }]]);
    expect((await get(me, '/funds/income/portfolio_fund/?topic=xds')).json().total_count).toBe(3);
    expect((await get(me, '/funds/income/portfolio_fund/?topic=pandoras_box')).json().total_count).toBe(0);
    expect((await get(other, `/funds/income/portfolio_fund/?fund_portfolio_id=${portfolioId}`)).json().total_count).toBe(0);

    const mine = (await get(me, '/funds/manage_fare/mine/')).json();
    expect(mine).toEqual({ fare_total: '0.75', results: [expect.objectContaining({ fund_portfolio_id: portfolioId, fare_total: '0.75', fare_latest: '0.28', worth: '10000.00', latest_date: '2026-11-19' })] });
    const history = (await get(me, '/funds/manage_fare/history/?page_size=2')).json();
    expect([history.total_count, history.results.map((r: { date: string; fare: string }) => [r.date, r.fare])]).toEqual([3, [['2026-11-19', '0.28'], ['2026-11-18', '0.27']]]);
    expect((await get(other, '/funds/manage_fare/mine/')).json()).toEqual({ fare_total: '0.00', results: [] });

    const assets = (await get(me, '/funds/assets/mine/')).json();
    expect(assets.fund_portfolios).toEqual(expect.objectContaining({ worth_value: '10000.00', income_total: '8.50', income_latest: '1.50', fare: '0.75', topics: [{ code: 'xds' }] }));
    expect(assets.assets_total).toBe('10000.00');
    expect(assets.fare).toBe('0.75');
    expect((await get(other, '/funds/assets/mine/')).json().fund_portfolios).toBeUndefined();
  });

  it('reports each month with activity; the owner only', async () => {
    const page = (await get(me, '/portfolio/service_report/records/')).json();
    expect(page.results.map((r: { month: string; period: string }) => [r.month, r.period])).toEqual([['2026-11', '2026年11月'], ['2026-10', '2026年10月']]);
    const nov = page.results[0];
    expect(nov).toEqual(expect.objectContaining({
      fund_portfolio: expect.objectContaining({ id: portfolioId }), start_date: '2026-11-01', end_date: TODAY,
      start_worth: '9000.00', end_worth: '10000.00', income: '4.50', fare: '0.55', buy_amount: '10000.00', sell_amount: '0.00', trades_count: 13, percent: '0.02',
    }));
    expect((await get(me, `/portfolio/service_report/records/?portfolio_id=${portfolioId}&page_size=1`)).json().total_page).toBe(2);
    expect((await get(me, `/portfolio/service_report/records/${nov.id}/`)).json()).toEqual(nov);
    const trades = (await get(me, `/portfolio/service_report/records/${nov.id}/trades/`)).json();
    expect(trades.total_count).toBe(13);
    expect(trades.results.at(-1)).toEqual(expect.objectContaining({ trade_date: '2026-11-19', direction: 0, amount: '10000.00', name: nov.fund_portfolio.name }));
    const chart = (await get(me, `/portfolio/service_report/records/${nov.id}/percent_daily_chart/`)).json();
    expect(chart.length).toBeGreaterThan(0);
    expect(chart.every((p: { date: string }) => p.date >= '2026-11-01' && p.date <= TODAY)).toBe(true);
    for (const path of [`/portfolio/service_report/records/${nov.id}/`, `/portfolio/service_report/records/${nov.id}/trades/`, `/portfolio/service_report/records/${nov.id}/percent_daily_chart/`, '/portfolio/service_report/records/123/']) {
      expect((await get(other, path)).json()).toEqual({ errors: { detail: ['服务报告不存在'] } });
    }
    expect((await get(other, '/portfolio/service_report/records/')).json().total_count).toBe(0);
  });
});
