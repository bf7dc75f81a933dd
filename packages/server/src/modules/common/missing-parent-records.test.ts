// Issue 21: a list read for one named fund, portfolio or symbol that does not exist answers 404 with the
// record's words (基金不存在, 组合不存在, 请求的数据不存在), so its page says what is missing and offers a way on,
// instead of an empty list that reads as "nothing yet". A record that exists but is not the caller's still
// answers the caller's own (empty) rows.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { makeInvestor, request, type Investor } from '../../testing/trading-kit';

const TODAY = '2026-11-20';
const UNKNOWN = 999999;

describe('lists of a record that does not exist', () => {
  let database: Database;
  let app: FastifyInstance;
  let me: Investor;
  let fundId = 0;
  let fundSymbol = '';
  let portfolioId = 0;
  const get = (path: string) => request(app, me, 'GET', path);
  const answer = async (path: string) => {
    const res = await get(path);
    return { path, status: res.statusCode, detail: res.statusCode === 200 ? null : res.json<{ errors: { detail: string[] } }>().errors.detail };
  };

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: TODAY });
    app = await buildApp({ db: database });
    const fund = await database.db.selectFrom('funds').select(['id', 'symbol']).where('is_bao', '=', false).orderBy('id').executeTakeFirstOrThrow();
    fundId = fund.id;
    fundSymbol = fund.symbol;
    portfolioId = (await database.db.selectFrom('portfolios').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    me = await makeInvestor(database.db);
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 404 基金不存在 for the income, trades, plans and holding of an unknown fund id', async () => {
    const paths = [
      `/funds/income/fund/?fund_id=${UNKNOWN}`,
      `/funds/trades/?fund_id=${UNKNOWN}`,
      `/funds/fixed_investment/?fund_id=${UNKNOWN}`,
      `/funds/fund/fund_info/?fund_id=${UNKNOWN}`,
    ];
    for (const path of paths) expect(await answer(path)).toEqual({ path, status: 404, detail: ['基金不存在'] });
  });

  it('answers the caller\'s own empty lists for a fund that exists but is not held, and says it is not held', async () => {
    for (const path of [`/funds/income/fund/?fund_id=${fundId}`, `/funds/trades/?fund_id=${fundId}`, `/funds/fixed_investment/?fund_id=${fundId}`]) {
      const res = await get(path);
      expect([path, res.statusCode, res.json().total_count]).toEqual([path, 200, 0]);
    }
    expect(await answer(`/funds/fund/fund_info/?fund_id=${fundId}`)).toEqual({ path: `/funds/fund/fund_info/?fund_id=${fundId}`, status: 404, detail: ['您尚未持有该基金'] });
  });

  it('answers 404 基金不存在 for any named private fund (none is sold here), and the empty lists without one', async () => {
    for (const path of ['/private_funds/income/fund/?fund_id=1', '/private_funds/trades/?fund_id=1', '/private_funds/fund/fund_info/?fund_id=1', '/private_funds/fund/shares_info/?fund_id=1']) {
      expect(await answer(path)).toEqual({ path, status: 404, detail: ['基金不存在'] });
    }
    for (const path of ['/private_funds/income/fund/', '/private_funds/trades/']) expect((await get(path)).statusCode).toBe(200);
  });

  it('answers 404 组合不存在 for the income, orders and service reports of an unknown portfolio', async () => {
    const paths = [`/funds/fund_portfolios/${UNKNOWN}/`, `/funds/fund_portfolios/${UNKNOWN}/shares_info/`, `/funds/income/portfolio_fund/?fund_portfolio_id=${UNKNOWN}`, `/funds/portfolio_trades/?fund_portfolio_id=${UNKNOWN}`, `/portfolio/service_report/records/?portfolio_id=${UNKNOWN}`];
    for (const path of paths) expect(await answer(path)).toEqual({ path, status: 404, detail: ['组合不存在'] });
    for (const path of [`/funds/income/portfolio_fund/?fund_portfolio_id=${portfolioId}`, `/funds/portfolio_trades/?fund_portfolio_id=${portfolioId}`, `/portfolio/service_report/records/?portfolio_id=${portfolioId}`]) {
      expect([path, (await get(path)).statusCode]).toEqual([path, 200]);
    }
    expect(await answer(`/funds/fund_portfolios/${portfolioId}/`)).toEqual({ path: `/funds/fund_portfolios/${portfolioId}/`, status: 404, detail: ['您尚未持有该组合'] });
  });

  it('answers 404 请求的数据不存在 for the timeline of a symbol that names nothing', async () => {
    expect(await answer('/statuses/symbol_timeline/?symbol=999999')).toEqual({ path: '/statuses/symbol_timeline/?symbol=999999', status: 404, detail: ['请求的数据不存在'] });
    expect((await get(`/statuses/symbol_timeline/?symbol=${fundSymbol}`)).statusCode).toBe(200);
  });
});
