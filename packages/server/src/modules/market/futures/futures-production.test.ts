// Production invents nothing: no catalogue unless the market feed seeds one, and no linked accounts for
// an investor who has not linked any (the demo broker's accounts are a demo-mode thing).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { type Database, openDatabase } from '../../../db/database';
import { type Investor, makeInvestor, request } from '../../../testing/trading-kit';

const KEY = 'a'.repeat(64);

describe('futures in production', () => {
  let app: FastifyInstance;
  let database: Database;
  let investor: Investor;
  const saved = process.env.FIELD_KEY;
  beforeAll(async () => {
    process.env.FIELD_KEY = KEY;
    database = await openDatabase({ memory: true });
    app = await buildApp({ db: database, mode: 'production', allowSimulators: true });
    investor = await makeInvestor(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    if (saved === undefined) delete process.env.FIELD_KEY;
    else process.env.FIELD_KEY = saved;
  });

  it('links no account by itself, and income says no account is linked', async () => {
    const accounts = await request(app, investor, 'GET', '/futures/accounts/mine/');
    expect([accounts.statusCode, accounts.json()]).toEqual([200, []]);
    for (const path of ['/futures/income_analyse/realtime/', '/futures/income_analyse/day/']) {
      const income = await request(app, investor, 'GET', path);
      expect([income.statusCode, income.json()]).toEqual([404, { errors: { detail: ['暂未关联期货账户'] } }]);
    }
  });

  it('answers an empty catalogue and a missing quote', async () => {
    expect((await request(app, null, 'GET', '/futures/products/')).json()).toEqual([]);
    expect((await request(app, null, 'GET', '/futures/product_reviews/')).json()).toEqual({ current_page: 1, total_page: 1, total_count: 0, results: [] });
    expect((await request(app, null, 'GET', '/futures/instruments/rb2601/')).statusCode).toBe(404);
  });
});
