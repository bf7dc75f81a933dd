import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, signupUser } from '../../testing/accounts-kit';

// Private funds and portfolios are not sold by the reference server yet: their lists answer empty pages and
// their records 404 with the spec's texts, so the screens show empty states rather than 接口不存在.
describe('reads of products the server does not sell yet', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());

  it('answers empty pages for the private-fund income and the portfolio trade records', async () => {
    const user = await signupUser(app, '13500000031');
    for (const path of ['/private_funds/income/fund/', '/funds/portfolio_trades/', '/private_funds/trades/']) {
      const res = await call(app, user, 'GET', path);
      expect([path, res.statusCode, res.json()]).toEqual([path, 200, expect.objectContaining({ results: [], total_count: 0 })]);
    }
    for (const path of ['/private_funds/trades/markers/?fund_id=1', '/funds/portfolio_trades/markers/?fund_portfolio_id=1']) {
      expect((await call(app, user, 'GET', path)).json()).toEqual([]);
    }
  });

  it('answers 404 with the spec texts for a private-fund holding or trade and a portfolio trade', async () => {
    const user = await signupUser(app, '13500000032');
    expect((await call(app, user, 'GET', '/private_funds/fund/shares_info/?fund_id=1')).json().errors.detail).toEqual(['基金不存在']);
    for (const path of ['/funds/fund_portfolios/fund_info/?symbol=000001&portfolio_id=1']) {
      const res = await call(app, user, 'GET', path);
      expect([path, res.statusCode, res.json().errors.detail]).toEqual([path, 404, ['您尚未持有该基金']]);
    }
    for (const path of ['/private_funds/trades/7/', '/funds/portfolio_trades/7/']) {
      const res = await call(app, user, 'GET', path);
      expect([path, res.statusCode, res.json().errors.detail]).toEqual([path, 404, ['交易记录不存在']]);
    }
  });

  it('asks a guest to log in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/funds/portfolio_trades/' });
    expect(res.statusCode).toBe(401);
  });
});
