// Fixed investments over three periods each (weekly on Wednesdays, monthly on the 25th), then paused
// and terminated; the records, plan and cash-treasure reads on the way; reconciliation clean throughout.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import { pausePlan } from '../modules/plan/plan-service';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav } from '../testing/trading-kit';

import { reconcile } from '../modules/ledger/ledger-repo';

describe('fixed investments on the market clock', () => {
  let database: Database;
  let app: FastifyInstance;
  let fundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    app.clock.set(at('2026-11-20', '09:00'));
    fundId = (await db().selectFrom('funds').select('id').where('is_bao', '=', false).where('symbol_stype', '=', 302).where('allow_trade', '=', true).where('allow_fixed', '=', true)
      .where('subscription_status', '=', 2).where('investment_risk', '<=', 3).where('net_value', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).id;
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0.015000', discount_rate_buy: '0.1000', amount_fixed_min: '10.00' }).where('id', '=', fundId).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
    await moveTo(app, at('2026-11-20', '10:00'));
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const plan = (who: { cardId: number }, amount: string, period_unit: 0 | 1, trade_date: number) => ({ fund: fundId, bank_card: who.cardId, amount, password: TRADE_PASSWORD, period_unit, trade_date });
  const clean = async () => expect((await reconcile(db())).problems).toEqual([]);

  it('runs a weekly and a monthly plan for three periods each, with exact shares', async () => {
    const weekly = await makeInvestor(db());
    const monthly = await makeInvestor(db());
    const first = await request(app, null, 'GET', `/funds/fixed_investment/first_date/?fund_id=${fundId}&period_unit=1&trade_date=3`);
    expect(first.json()).toEqual({ first_date: '2026-11-25' });
    const bad = await request(app, weekly, 'POST', '/funds/fixed_investment/', plan(weekly, '1001.50', 1, 6));
    expect(bad.json().errors.trade_date).toEqual(['请选择正确的扣款日：每月1-28日或每周一至周五']);
    const w = await request(app, weekly, 'POST', '/funds/fixed_investment/', plan(weekly, '1001.50', 1, 3), 'plan-w');
    expect(w.json()).toEqual(expect.objectContaining({ status: 0, first_date: '2026-11-25', next_date: '2026-11-25', period_unit: 1, trade_date: 3 }));
    const m = await request(app, monthly, 'POST', '/funds/fixed_investment/', plan(monthly, '500.00', 0, 25));
    expect(m.json().first_date).toBe('2026-11-25');

    await moveTo(app, at('2026-12-10', '09:00'));
    const wDetail = (await request(app, weekly, 'GET', `/funds/fixed_investment/${w.json().id}/`)).json();
    // 1001.50 / 1.0015 = 1000.00 net, fee 1.50, 1000.00 shares at 1.0000, three Wednesdays.
    expect(wDetail).toEqual(expect.objectContaining({ total_amount: '3004.50', shares_current: '3000.00', next_date: '2026-12-16' }));
    const deductions = (await request(app, weekly, 'GET', `/funds/fixed_investment/trades/?id=${w.json().id}`)).json();
    expect(deductions.results.map((r: { direction: number; status: number; amount: string; shares_confirm: string }) => [r.direction, r.status, r.amount, r.shares_confirm]))
      .toEqual([[5, 1, '1001.50', '1000.00'], [5, 1, '1001.50', '1000.00'], [5, 1, '1001.50', '1000.00']]);
    const firstRun = (await request(app, weekly, 'GET', `/funds/trades/${deductions.results[2].id}/`)).json();
    expect(firstRun).toEqual(expect.objectContaining({ is_first_trade: true, trade_date: '2026-11-25', net_value: '1.0000', fare: '1.50' }));
    expect(firstRun.fixed_investment).toEqual(expect.objectContaining({ id: w.json().id, period_unit: 1 }));
    expect((await request(app, weekly, 'GET', `/funds/trades/${deductions.results[0].id}/`)).json().is_first_trade).toBe(false);
    await clean();

    // A holiday eve: Thursday 2026-12-31 after 15:00 is dealt on Monday 2027-01-04 (New Year's Day and the weekend closed).
    await moveTo(app, at('2026-12-31', '16:00'));
    const eve = await makeInvestor(db());
    const eveBuy = await request(app, eve, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: eve.cardId, amount: '1001.50', password: TRADE_PASSWORD });
    const eveOrder = () => db().selectFrom('trade_orders').selectAll().where('id', '=', eveBuy.json().id).executeTakeFirstOrThrow();
    expect(await eveOrder()).toEqual(expect.objectContaining({ trade_date: '2027-01-04', confirm_date: '2027-01-05', fee: '1.50' }));
    await moveTo(app, at('2027-01-04', '14:59'));
    expect((await request(app, eve, 'GET', `/funds/trades/${eveBuy.json().id}/`)).json().allow_undo).toBe(true);
    await moveTo(app, at('2027-01-04', '15:01'));
    expect((await request(app, eve, 'GET', `/funds/trades/${eveBuy.json().id}/`)).json().allow_undo).toBe(false);
    expect((await request(app, eve, 'POST', '/funds/undo/', { id: eveBuy.json().id, password: TRADE_PASSWORD })).statusCode).toBe(400);
    await moveTo(app, at('2027-01-05', '09:00'));
    expect(await eveOrder()).toEqual(expect.objectContaining({ status: 1, shares_confirm: '1000.00', net_value: '1.0000' }));

    await moveTo(app, at('2027-01-26', '09:00'));
    // 500.00 / 1.0015 = 499.25 net, fee 0.75; on 11-25, 12-25 and 2027-01-25.
    const mDetail = (await request(app, monthly, 'GET', `/funds/fixed_investment/${m.json().id}/`)).json();
    expect(mDetail).toEqual(expect.objectContaining({ total_amount: '1500.00', shares_current: '1497.75', next_date: '2027-02-25' }));
    const runs = await db().selectFrom('trade_orders').select('run_date').where('fixed_investment_id', '=', m.json().id).orderBy('run_date').execute();
    expect(runs.map((r) => r.run_date)).toEqual(['2026-11-25', '2026-12-25', '2027-01-25']);
    await clean();

    // Paused plans place nothing; a terminated one ends today and cannot be modified.
    await pausePlan(db(), weekly.userId, w.json().id, app.clock.instant());
    const beforePause = await db().selectFrom('trade_orders').select('id').where('fixed_investment_id', '=', w.json().id).execute();
    await moveTo(app, at('2027-02-10', '09:00'));
    expect(await db().selectFrom('trade_orders').select('id').where('fixed_investment_id', '=', w.json().id).execute()).toHaveLength(beforePause.length);
    const ended = await request(app, monthly, 'POST', `/funds/fixed_investment/${m.json().id}/disable/`, { password: TRADE_PASSWORD });
    expect(ended.json()).toEqual(expect.objectContaining({ status: 1, end_date: '2027-02-10', next_date: null }));
    const modify = await request(app, monthly, 'POST', `/funds/fixed_investment/${m.json().id}/modify/`, { bank_card: monthly.cardId, amount: '600.00', password: TRADE_PASSWORD, period_unit: 0, trade_date: 5 });
    expect(modify.statusCode).toBe(400);
    expect((await request(app, weekly, 'GET', `/funds/fixed_investment/${m.json().id}/`)).statusCode).toBe(404);
    expect((await request(app, monthly, 'GET', '/funds/fixed_investment/mine/')).json().total_count).toBe(1);
    await clean();
  });

  it('shows records with their timeline and the cash treasure with its fast cap', async () => {
    const me = await makeInvestor(db());
    const bao = (await db().selectFrom('funds').select('id').where('is_bao', '=', true).executeTakeFirstOrThrow()).id;
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, allow_trade: true }).where('id', '=', bao).execute();
    const placed = await request(app, me, 'POST', '/funds/buy/', { fund_id: bao, bank_card_id: me.cardId, amount: '12000.00', password: TRADE_PASSWORD });
    const detail = (await request(app, me, 'GET', `/funds/trades/${placed.json().id}/`)).json();
    expect(detail).toEqual(expect.objectContaining({ allow_undo: true, status: 0, trade_date: '2027-02-10', confirm_date: '2027-02-11', fare: '0.00' }));
    expect(detail.status_info.map((s: { title: string; status: number }) => [s.title, s.status])).toEqual([['提交申请', 0], ['确认份额', 2], ['查看收益', 2]]);
    await moveTo(app, at('2027-02-11', '09:00'));
    const mine = (await request(app, me, 'GET', '/funds/bao/mine/')).json();
    expect(mine).toEqual(expect.objectContaining({ worth_value: '12000.00', shares_enable: '12000.00' }));
    expect(mine.bank_cards[0].shares_enable).toBe('12000.00');
    await request(app, me, 'POST', '/funds/sell/', { fund_id: bao, bank_card_id: me.cardId, shares: '2500.00', password: TRADE_PASSWORD, is_fast: true });
    const sellInfo = (await request(app, me, 'GET', '/funds/bao/sell_info/')).json();
    expect(sellInfo).toEqual({ fast_limit: '7500.00', shares_enable: '9500.00', arrive_at: '2027-02-12', fast_arrive_at: '2027-02-11' });
    const trades = (await request(app, me, 'GET', '/funds/bao/trades/')).json();
    expect(trades.results.map((r: { direction: number; status: number; amount: string }) => [r.direction, r.status, r.amount])).toEqual([[1, 1, '2500.00'], [0, 1, '12000.00']]);
    expect((await request(app, me, 'GET', '/funds/trades/')).json().total_count).toBe(0);
    expect((await request(app, me, 'GET', '/funds/income/bao/?page_size=5')).json().results).toHaveLength(5);
    await clean();
  });
});
