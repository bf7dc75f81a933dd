// Held-portfolio reads over a life driven by the trading engine and the market clock: a portfolio buy is
// unconfirmed and undoable in the morning, confirmed at T+1 into the portfolio's holdings (worth to the fen),
// accrues its advisory fee and income at each close, and may be rebalanced only after the target moves.
import type { FastifyInstance } from 'fastify';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav, type Investor } from '../../testing/trading-kit';
import { targetPositions } from './catalog-repo';

const DAYS = ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25'];

describe('held portfolio on the market clock', () => {
  let database: Database;
  let app: FastifyInstance;
  let pid = 0;
  let baoId = 0;
  const db = () => database.db;
  const get = (who: Investor, path: string) => request(app, who, 'GET', path);
  const navOf = (fundId: number) => (fundId === baoId ? '1.0000' : '2.0000');

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    app.clock.set(at('2026-11-20', '09:00'));
    pid = (await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow()).id;
    const ids = (await targetPositions(db(), pid, '2026-11-20')).map((t) => t.fund_id);
    baoId = (await db().selectFrom('funds').select('id').where('is_bao', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
    await db().updateTable('portfolios').set({ allow_trade: true, allow_buy: true, allow_sell: true, investment_risk: 101, amount_min_buy: '100.00', amount_max_buy: '1000000.00', manage_fare_ratio: '0.005000' }).where('id', '=', pid).execute();
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2, amount_min_buy: '0.01', shares_min_sell: '0.01' }).where('id', 'in', ids).execute();
    for (const d of DAYS) for (const id of ids) await setNav(db(), id, d, navOf(id), id === baoId ? '0.5000' : null);
    await moveTo(app, at('2026-11-20', '09:00'));
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows the buy unconfirmed, then the confirmed holdings with their worth, fee, income and the rebalance rule', async () => {
    app.clock.set(at('2026-11-20', '09:30'));
    const me = await makeInvestor(db());
    const placed = await request(app, me, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD });
    const id = placed.json().id as number;
    const open = (await get(me, `/funds/fund_portfolios/${pid}/`)).json();
    expect(open).toEqual(expect.objectContaining({ worth_value: '0.00', buy_unconfirm: 1, amount_unconfirm: '10000.00', allow_sell: false, allow_rebalance: false }));
    const openDetail = (await get(me, `/funds/portfolio_trades/${id}/`)).json();
    expect([openDetail.allow_undo, openDetail.status_info.map((s: { status: number }) => s.status)]).toEqual([true, [0, 2, 2]]);
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${pid}`)).json().allow_rebalance).toBe(false);

    await moveTo(app, at('2026-11-24', '09:00'));
    const held = (await get(me, `/funds/fund_portfolios/${pid}/`)).json();
    const rows = await db().selectFrom('holdings').selectAll().where('user_id', '=', me.userId).where('portfolio_id', '=', pid).execute();
    const worth = rows.reduce((s, h) => s.plus(roundHalfUp(toDecimal(h.shares).times(navOf(h.fund_id)), 2)), toDecimal(0));
    const fares = await db().selectFrom('portfolio_fares').selectAll().where('user_id', '=', me.userId).execute();
    const incomes = await db().selectFrom('daily_incomes').selectAll().where('user_id', '=', me.userId).where('portfolio_id', '=', pid).execute();
    expect(fares.length).toBeGreaterThan(0);
    expect(held).toEqual(expect.objectContaining({
      worth_value: worth.toFixed(2),
      buy_unconfirm: 0,
      amount_unconfirm: '0.00',
      allow_sell: true,
      fare: fares.reduce((s, f) => s.plus(f.fare), toDecimal(0)).toFixed(2),
      income_total: incomes.reduce((s, i) => s.plus(i.income), toDecimal(0)).toFixed(2),
    }));
    expect(held.funds_list).toHaveLength(rows.length);
    expect(held.trade_record_list).toEqual([expect.objectContaining({ id, status: 1, amount_confirm: '10000.00' })]);
    const detail = (await get(me, `/funds/portfolio_trades/${id}/`)).json();
    expect([detail.allow_undo, detail.status_info.map((s: { status: number }) => s.status), detail.trade_record_list.every((r: { status: number }) => r.status === 1)]).toEqual([false, [0, 0, 0], true]);
    // Fees keep the weights within a point of the target: nothing to rebalance.
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${pid}`)).json()).toEqual({ allow_rebalance: false, message: '该组合当前无需调仓' });
    const assets = (await get(me, '/funds/assets/mine/')).json();
    expect([assets.assets_total, assets.fund_portfolios.worth_value, assets.fund_portfolios.topics]).toEqual([worth.toFixed(2), worth.toFixed(2), [{ code: 'xds' }]]);
    expect((await get(me, '/funds/manage_fare/mine/')).json().fare_total).toBe(held.fare);
    // The account-wide reads agree with the totals: the allocation counts the portfolio's worth, the account's
    // income its days; a fund's own income list (direct holdings) does not.
    expect((await get(me, '/funds/asset_report/mine/')).json().worth_value).toBe(worth.toFixed(2));
    const accountIncome = (await get(me, '/funds/income/mine/?page=1&page_size=400')).json();
    expect(accountIncome.results.reduce((s: ReturnType<typeof toDecimal>, p: { income: string }) => s.plus(p.income), toDecimal(0)).toFixed(2)).toBe(held.income_total);
    expect(accountIncome.results.length).toBeGreaterThan(0);
    const fundId = rows[0]?.fund_id ?? 0;
    expect((await get(me, `/funds/income/fund/?page=1&page_size=400&fund_id=${fundId}`)).json().results).toEqual([]);

    expect((await request(app, me, 'POST', `/dev/portfolios/${pid}/adjust`)).statusCode).toBe(200);
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${pid}`)).json()).toEqual({ allow_rebalance: true });
    const placedRebalance = await request(app, me, 'POST', '/funds/fund_portfolios/rebalance/', { fund_portfolio_id: pid, bank_card_id: me.cardId, password: TRADE_PASSWORD });
    expect(placedRebalance.json().status).toBe(10);
    expect((await get(me, `/funds/fund_portfolios/${pid}/`)).json()).toEqual(expect.objectContaining({ rebalance_unconfirm: 1, allow_rebalance: false }));
    expect((await get(me, `/portfolio/check_rebalance/?portfolio_id=${pid}`)).json()).toEqual({ allow_rebalance: false, message: '该组合有未确认的交易，暂不能调仓' });
  });
});
