import type { FastifyInstance } from 'fastify';
import { FixedInvestmentStatus } from '@fund/core/plan';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { reconcile } from '../../modules/ledger/ledger-repo';
import { call, newCaller, type Caller } from '../../testing/accounts-kit';
import { at } from '../../testing/trading-kit';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../modules/account/demo-account';
import { seedDemoLife } from './demo-life';

const AS_OF = '2026-11-20';

describe('the demo account’s year, lived by the engine', () => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Caller;
  let lines: string[];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: AS_OF });
    app = await buildApp({ db: database, mode: 'demo' });
    const now = at(AS_OF, '16:00');
    app.clock.set(now);
    await seedDemoAccount(database.db, now);
    lines = await seedDemoLife(database.db, DEMO_ACCOUNT.mobile, now);
    const c = await newCaller(app);
    const login = await call(app, c, 'POST', '/accounts/login/', { mobile: DEMO_ACCOUNT.mobile, password: DEMO_ACCOUNT.password });
    demo = { ...c, token: login.json().token.access_token as string };
  }, 600_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('leaves a ledger that reconciles and reports no problem', async () => {
    expect(lines).toHaveLength(1);
    expect(await reconcile(database.db)).toEqual({ ok: true, problems: [] });
  });

  it('shows totals, yesterday’s income and a year of daily income at once', async () => {
    const assets = (await call(app, demo, 'GET', '/funds/assets/mine/')).json();
    expect(Number(assets.assets_total)).toBeGreaterThan(50_000);
    expect(Number(assets.income_latest)).not.toBe(0);
    expect(assets.bao && Number(assets.bao.worth_value)).toBeGreaterThan(0);
    expect(assets.fund_portfolios && Number(assets.fund_portfolios.worth_value)).toBeGreaterThan(0);
    const income = (await call(app, demo, 'GET', '/funds/income/mine/?page_size=400')).json();
    expect(income.total_count).toBeGreaterThan(200);
  });

  it('holds several funds, with over 30 trade records, two running plans and an allocation', async () => {
    const funds = (await call(app, demo, 'GET', '/funds/fund/mine/')).json();
    expect(funds.total_count).toBeGreaterThanOrEqual(5);
    const trades = (await call(app, demo, 'GET', '/funds/trades/')).json();
    expect(trades.total_count).toBeGreaterThanOrEqual(30);
    const plans = (await call(app, demo, 'GET', '/funds/fixed_investment/mine/')).json();
    expect(plans.results.filter((p: { status: number }) => p.status === FixedInvestmentStatus.Working)).toHaveLength(2);
    const report = (await call(app, demo, 'GET', '/funds/asset_report/mine/')).json();
    expect(JSON.stringify(report)).not.toBe('{}');
  });

  it('is lived once: a second start adds nothing', async () => {
    expect(await seedDemoLife(database.db, DEMO_ACCOUNT.mobile, at(AS_OF, '17:00'))).toEqual([]);
  });
});
