// Issue 18's whole life over HTTP: A cannot make a portfolio before the store is approved; A applies, is
// approved (the demo approval), creates a three-fund portfolio; B follows and buys it with the trade password;
// the clock runs through confirmation and 20+ trading days of advisory-fee accrual; A adjusts positions and B,
// asked to rebalance on the effective day, rebalances; A's income is half of B's fees to the fen; A withdraws
// part into the wallet and part of the wallet to the card, and the books reconcile. The adjustment is a post
// on the store's timeline.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import { OWNER_TEXTS } from '@fund/core/portfolio';
import { STORE_OWNER_MESSAGES } from '@fund/core/store';
import { STORE_INCOME_SHARE, type StoreIncomeMine } from '@fund/core/wallet';
import type { Database } from '../../db/database';
import { reconcile } from '../ledger/ledger-repo';
import { TRADE_PASSWORD, type Investor, at, makeInvestor, moveTo, openTradingWorld, request, setNav } from '../../testing/trading-kit';

const FORM = {
  name: '均衡成长小店',
  introduction: '股债均衡配置，每月复盘一次。',
  avatar: 'https://img.example.com/store.png',
  qualification_no: 'S0100619010001',
  agreement: true,
};
const BUY = '40000.00';

describe('the whole life of an advisor store', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00'), { mode: 'demo' }));
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ok = async <T>(res: Promise<LightMyRequestResponse>): Promise<T> => {
    const r = await res;
    expect(`${r.statusCode} ${r.statusCode === 200 ? '' : r.body.slice(0, 300)}`).toBe('200 ');
    return r.json<T>();
  };
  const get = <T>(who: Investor, path: string): Promise<T> => ok<T>(request(app, who, 'GET', path));
  const post = <T>(who: Investor, path: string, body?: object): Promise<T> => ok<T>(request(app, who, 'POST', path, body));

  it('runs from the store application to the card, exact to the fen', async () => {
    const a = await makeInvestor(db());
    const b = await makeInvestor(db());
    const funds = await db().selectFrom('funds').select(['id', 'symbol'])
      .where('allow_trade', '=', true).where('is_bao', '=', false).where('investment_risk', '=', 3).orderBy('id').limit(2).execute();
    const bao = await db().selectFrom('funds').select(['id', 'symbol']).where('is_bao', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const ids = [...funds.map((f) => f.id), bao.id];
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2, amount_min_buy: '10.00', shares_min_sell: '0.01' }).where('id', 'in', ids).execute();
    for (const f of funds) await setNav(db(), f.id, '2026-11-20', '1.2345');
    await setNav(db(), bao.id, '2026-11-20', '1.0000', '0.5000');
    const positions = [{ symbol: funds[0]!.symbol, percent: '40.00' }, { symbol: funds[1]!.symbol, percent: '40.00' }, { symbol: bao.symbol, percent: '20.00' }];
    const portfolio = { name: '均衡成长', description: '股债均衡配置，长期持有，适合稳健的投资者', positions };

    // No store, no portfolio; nor while the application is in review.
    const refusedCreate = async (message: string) => {
      const r = await request(app, a, 'POST', '/portfolio/', portfolio);
      expect([r.statusCode, r.json()]).toEqual([403, { errors: { detail: [message] } }]);
    };
    await refusedCreate(STORE_OWNER_MESSAGES.notApplied);
    expect(await post(a, '/store/apply/', FORM)).toMatchObject({ status: 0, status_display: '审核中' });
    await refusedCreate(STORE_OWNER_MESSAGES.inReview);
    const approved = await post<{ status: number; store_id: number }>(a, '/dev/store/approve');
    expect(approved).toMatchObject({ status: 1, status_display: '已开通' });
    const storeId = approved.store_id;

    // A makes the three-fund portfolio; it starts at 1.0000 today.
    const created = await post<{ id: number; net_value: string; manage_fare_ratio: string; user: { id: number } }>(a, '/portfolio/', portfolio);
    const pid = created.id;
    expect(created).toMatchObject({ net_value: '1.0000', user: { id: a.userId } });
    const mine = await get<{ portfolios: { id: number }[] }>(a, '/store/mine/');
    expect(mine.portfolios.map((p) => p.id)).toEqual([pid]);

    // B follows it and buys with the trade password; a wrong password is refused and places nothing.
    expect((await request(app, b, 'POST', `/portfolio/${pid}/follow/`)).statusCode).toBe(200);
    expect((await get<{ results: { id: number }[] }>(b, '/portfolio/following/')).results.map((p) => p.id)).toEqual([pid]);
    const wrong = await request(app, b, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: b.cardId, amount: BUY, password: '654321' });
    expect(wrong.statusCode).toBe(400);
    await post(b, '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: b.cardId, amount: BUY, password: TRADE_PASSWORD });
    const tradeRows = await db().selectFrom('portfolio_orders').select('id').where('user_id', '=', b.userId).execute();
    expect(tradeRows).toHaveLength(1);

    // Confirmation on Monday, then a month of closes: at least 20 trading days of fees.
    await moveTo(app, at('2026-11-23', '16:00'));
    await moveTo(app, at('2026-12-23', '09:00'));
    const feesBefore = await db().selectFrom('portfolio_fares').select(['date', 'fare']).where('portfolio_id', '=', pid).where('user_id', '=', b.userId).orderBy('date').execute();
    expect(feesBefore.length).toBeGreaterThanOrEqual(20);

    // A adjusts on Wednesday; it holds from Thursday, when B is asked to rebalance and does.
    const grown = [{ symbol: funds[0]!.symbol, percent: '50.00' }, { symbol: funds[1]!.symbol, percent: '30.00' }, { symbol: bao.symbol, percent: '20.00' }];
    const adjusted = await post<{ id: number; effective_from: string }>(a, '/portfolio/position_adjustments/', { portfolio_id: pid, description: '提高权益仓位', positions: grown });
    expect(adjusted.effective_from).toBe('2026-12-24');
    // The store's timeline carries the adjustment as a post naming it.
    const timeline = await get<{ total_count: number; results: { title: string; text: string; position_adjustment: number | null; portfolios: { id: number }[] }[] }>(b, `/statuses/store_timeline/?store_id=${storeId}`);
    expect(timeline.results.map((t) => [t.title, t.text, t.position_adjustment, t.portfolios.map((p) => p.id)])).toEqual([
      [OWNER_TEXTS.adjustmentPostTitle, OWNER_TEXTS.adjustmentPost('均衡成长', '提高权益仓位', '2026-12-24'), adjusted.id, [pid]],
    ]);
    expect((await get<{ allow_rebalance: boolean }>(b, `/portfolio/check_rebalance/?portfolio_id=${pid}`)).allow_rebalance).toBe(false);
    await moveTo(app, at('2026-12-24', '10:00'));
    expect(await get(b, `/portfolio/check_rebalance/?portfolio_id=${pid}`)).toEqual({ allow_rebalance: true });
    const rebalanced = await post<{ status: number }>(b, '/funds/fund_portfolios/rebalance/', { fund_portfolio_id: pid, bank_card_id: b.cardId, password: TRADE_PASSWORD });
    expect(rebalanced.status).toBe(10);
    await moveTo(app, at('2026-12-28', '09:00'));
    expect((await get<{ allow_rebalance: boolean }>(b, `/portfolio/check_rebalance/?portfolio_id=${pid}`)).allow_rebalance).toBe(false);

    // A's income is half of every fee B paid, to the fen.
    const fares = await db().selectFrom('portfolio_fares').select(['date', 'fare']).where('portfolio_id', '=', pid).orderBy('date').execute();
    const fees = fares.reduce((s, f) => s.plus(f.fare), toDecimal(0));
    const income = roundHalfUp(fees.times(STORE_INCOME_SHARE), 2).toFixed(2);
    expect([fares.length, fees.toFixed(2), income]).toEqual([EXPECTED.days, EXPECTED.fees, EXPECTED.income]);
    const incomeMine = await get<StoreIncomeMine>(a, '/store/income/mine/');
    expect(incomeMine).toMatchObject({ income_total: income, income_available: income, income_withdrawn: '0.00', share: '0.50' });
    expect(incomeMine.portfolios).toEqual([expect.objectContaining({ store_portfolio_id: pid, income_total: income })]);
    // B's own fee page shows the same fees A's income is half of.
    expect((await get<{ fare_total: string }>(b, '/funds/manage_fare/mine/')).fare_total).toBe(EXPECTED.fees);
    expect(await get(b, `/store/${storeId}/`)).toMatchObject({ id: storeId });

    // Part into the wallet, then part of the wallet to the card: Monday 09:00 → Tuesday.
    const part = '3.43';
    const taken = await post(a, '/store/income/withdraw/', { amount: part, password: TRADE_PASSWORD });
    expect(taken).toMatchObject({ withdrawal: { amount: part, status: 1 }, income_available: '3.42', income_withdrawn: part, wallet_available: part });
    const out = '2.43';
    expect(await post(a, '/wallets/withdraw/', { amount: out, bank_card_id: a.cardId, password: TRADE_PASSWORD })).toMatchObject({ arrive_date: '2026-12-29', wallet: { available: '1.00', frozen: out } });
    await moveTo(app, at('2026-12-29', '10:00'));
    expect(await get(a, '/wallets/account/mine/')).toEqual({ available: '1.00', frozen: '0.00', withdrawn: out });
    expect(await db().selectFrom('ledger_entries').select('amount').where('user_id', '=', a.userId).where('account', '=', 'card').execute()).toEqual([{ amount: out }]);
    expect((await reconcile(db())).problems).toEqual([]);
  }, 300000);
});

/** The figures this life produces on the seeded market (the same on PGlite and PostgreSQL). */
const EXPECTED = { days: 25, fees: '13.69', income: '6.85' };
