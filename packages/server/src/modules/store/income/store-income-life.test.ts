// A life of store income: an owner's portfolio, a second user buys it, the clock runs through confirmation
// and 20+ trading days of advisory-fee accrual; the owner's income is half of the holder's fees to the fen,
// the owner withdraws part into the wallet, then part of the wallet to the card, and the books reconcile.
import type { FastifyInstance } from 'fastify';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import { STORE_INCOME_MESSAGES, STORE_INCOME_SHARE, type StoreIncomeMine, type StoreIncomePortfolioDetail } from '@fund/core/wallet';
import type { Database } from '../../../db/database';
import { reconcile } from '../../ledger/ledger-repo';
import { accrueStoreIncome } from './income-accrual';
import { baoFund } from '../../trade/trading-repo';
import { targetPositions } from '../../portfolio/catalog-repo';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openTradingWorld, request, setNav } from '../../../testing/trading-kit';

describe('a life of store income', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00')));
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('accrues half of the holder\'s advisory fee to the owner, exact to the fen, and pays it out through the wallet', async () => {
    const owner = await makeInvestor(db());
    const holder = await makeInvestor(db());
    const pid = (await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow()).id;
    const ids = (await targetPositions(db(), pid, '2026-11-20')).map((t) => t.fund_id);
    const baoId = (await baoFund(db())).id;
    await db().updateTable('portfolios').set({ owner_user_id: owner.userId, allow_trade: true, allow_buy: true, allow_sell: true, investment_risk: 101, amount_min_buy: '100.00', amount_max_buy: '1000000.00', manage_fare_ratio: '0.012000' }).where('id', '=', pid).execute();
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2, amount_min_buy: '0.01', shares_min_sell: '0.01' }).where('id', 'in', ids).execute();
    for (const id of ids) await setNav(db(), id, '2026-11-20', id === baoId ? '1.0000' : '1.2345', id === baoId ? '0.5000' : null);

    const bought = await request(app, holder, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: holder.cardId, amount: '40000.00', password: TRADE_PASSWORD });
    expect(bought.statusCode).toBe(200);
    // Confirmation on Monday, then four weeks of closes.
    await moveTo(app, at('2026-11-23', '16:00'));
    await moveTo(app, at('2026-12-23', '09:00'));

    const fares = await db().selectFrom('portfolio_fares').select(['date', 'fare']).where('portfolio_id', '=', pid).where('user_id', '=', holder.userId).orderBy('date').execute();
    expect(fares.length).toBeGreaterThanOrEqual(20);
    const fees = fares.reduce((s, f) => s.plus(f.fare), toDecimal(0));
    expect(fees.gt(0)).toBe(true);
    const expected = roundHalfUp(fees.times(STORE_INCOME_SHARE), 2).toFixed(2);

    const mine = (await request(app, owner, 'GET', '/store/income/mine/')).json<StoreIncomeMine>();
    expect(mine).toMatchObject({ income_total: expected, income_available: expected, income_withdrawn: '0.00', share: '0.50' });
    expect(mine.portfolios).toEqual([expect.objectContaining({ store_portfolio_id: pid, income_total: expected })]);
    const detail = (await request(app, owner, 'GET', `/store/income/portfolio/?store_portfolio_id=${pid}&page_size=100`)).json<StoreIncomePortfolioDetail>();
    expect(detail.days.total_count).toBe(fares.length);
    expect(detail.days.results.reduce((s, d) => s.plus(d.fee), toDecimal(0)).toFixed(2)).toBe(fees.toFixed(2));
    expect(detail.days.results.reduce((s, d) => s.plus(d.income), toDecimal(0)).toFixed(2)).toBe(expected);
    // A day closed again (a second node, a rerun) accrues nothing more.
    await accrueStoreIncome(db(), fares[3]?.date ?? '', app.clock.instant());
    expect((await request(app, owner, 'GET', '/store/income/mine/')).json<StoreIncomeMine>().income_total).toBe(expected);
    // The holder sees no income; another user's portfolio answers as missing.
    expect((await request(app, holder, 'GET', `/store/income/portfolio/?store_portfolio_id=${pid}`)).statusCode).toBe(404);
    expect((await request(app, holder, 'GET', '/store/income/mine/')).json<StoreIncomeMine>()).toMatchObject({ income_total: '0.00', portfolios: [] });

    // The forecast for the portfolio uses its fee rate: 1,000,000 × 1.2% × 50% = 6,000 a year.
    const forecast = await request(app, owner, 'POST', '/store/income/forecast/', { amount: '1000000.00', store_portfolio_id: pid });
    expect(forecast.json()).toMatchObject({ rate: '0.012', share: '0.50', income_year: '6000.00', income_month: '493.15', income_day: '16.44' });

    // Part of the income into the wallet; more than is left is refused.
    const part = roundHalfUp(toDecimal(expected).div(2), 2).toFixed(2);
    const left = toDecimal(expected).minus(part).toFixed(2);
    const taken = await request(app, owner, 'POST', '/store/income/withdraw/', { amount: part, password: TRADE_PASSWORD });
    expect(taken.json()).toMatchObject({ withdrawal: { amount: part, status: 1 }, income_total: expected, income_available: left, income_withdrawn: part, wallet_available: part });
    const tooMuch = await request(app, owner, 'POST', '/store/income/withdraw/', { amount: toDecimal(left).plus('0.01').toFixed(2), password: TRADE_PASSWORD });
    expect([tooMuch.statusCode, tooMuch.json<{ errors: { amount: string[] } }>().errors.amount]).toEqual([400, [STORE_INCOME_MESSAGES.aboveAvailable(left)]]);
    expect((await request(app, owner, 'GET', '/store/income/withdraw/')).json<{ results: { amount: string }[] }>().results.map((r) => r.amount)).toEqual([part]);

    // Part of the wallet to the card: Wednesday 09:00 → Thursday.
    const out = toDecimal(part).minus('0.01').toFixed(2);
    const withdrawn = await request(app, owner, 'POST', '/wallets/withdraw/', { amount: out, bank_card_id: owner.cardId, password: TRADE_PASSWORD });
    expect(withdrawn.json()).toMatchObject({ arrive_date: '2026-12-24', wallet: { available: '0.01', frozen: out } });
    await moveTo(app, at('2026-12-24', '10:00'));
    expect((await request(app, owner, 'GET', '/wallets/account/mine/')).json()).toEqual({ available: '0.01', frozen: '0.00', withdrawn: out });
    const card = await db().selectFrom('ledger_entries').select('amount').where('user_id', '=', owner.userId).where('account', '=', 'card').execute();
    expect(card).toEqual([{ amount: out }]);
    expect((await reconcile(db())).problems).toEqual([]);
  }, 300000);
});
