// mismatch_assets: the funds a user holds whose risk is above the level they may take.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { makeInvestor, request } from '../../testing/trading-kit';

describe('risk mismatch assets', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function fundWithRisk(level: number): Promise<{ id: number; symbol: string }> {
    return database.db.selectFrom('funds').select(['id', 'symbol']).where('investment_risk', '=', level).where('is_bao', '=', false).orderBy('id').executeTakeFirstOrThrow();
  }

  it('lists held funds above the level, once each, and leaves out the ones within it and sold-out ones', async () => {
    const investor = await makeInvestor(database.db, 3);
    const risky = await fundWithRisk(5);
    const calm = await fundWithRisk(2);
    const now = new Date().toISOString();
    const holding = (fundId: number, shares: string) => ({ user_id: investor.userId, fund_id: fundId, bank_card_id: investor.cardId, shares, shares_frozen: '0.00', divi_type: 1, created_at: now, updated_at: now });
    await database.db.insertInto('holdings').values([holding(risky.id, '100.00'), holding(calm.id, '50.00')]).execute();

    const answer = (await request(app, investor, 'GET', '/funds/investment_risk/mismatch_assets/')).json<Array<{ symbol: string }>>();
    expect(answer.map((f) => f.symbol)).toEqual([risky.symbol]);

    await database.db.updateTable('holdings').set({ shares: '0.00' }).where('fund_id', '=', risky.id).execute();
    expect((await request(app, investor, 'GET', '/funds/investment_risk/mismatch_assets/')).json()).toEqual([]);
  });

  it('counts only funds held directly: a risky fund held only inside a portfolio is not a mismatch', async () => {
    const investor = await makeInvestor(database.db, 3);
    const risky = await fundWithRisk(5);
    const portfolio = await database.db.selectFrom('portfolios').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await database.db
      .insertInto('holdings')
      .values({ user_id: investor.userId, fund_id: risky.id, bank_card_id: investor.cardId, portfolio_id: portfolio.id, shares: '100.00', shares_frozen: '0.00', divi_type: 1, created_at: now, updated_at: now })
      .execute();

    expect((await request(app, investor, 'GET', '/funds/investment_risk/mismatch_assets/')).json()).toEqual([]);
  });
});
