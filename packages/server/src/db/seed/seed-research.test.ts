import { sql } from 'kysely';
import { type Database, openDatabase } from '../database';
import { seedDemoMarket } from './seed-market';

const count = async (database: Database, table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]?.n ?? 0;

describe('research side of the demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  }, 60000);
  afterAll(async () => database.close());

  it('seeds stocks, holdings, the feed and diagnoses with the market, the same every time', async () => {
    const result = await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    expect(result.ms).toBeLessThan(30000);
    expect(await count(database, 'stocks')).toBe(60);
    expect(await count(database, 'stock_days')).toBeGreaterThan(50000);
    expect(await count(database, 'fund_holdings')).toBeGreaterThan(1000);
    expect(await count(database, 'statuses')).toBe(264);
    expect(await count(database, 'fund_analyses')).toBeGreaterThan(1000);
    const first = await sql<{ close: string }>`select close from stock_days order by stock_id, date desc limit 1`.execute(database.db);
    expect(first.rows[0]?.close).toMatch(/^\d+\.\d{2}$/);
  }, 60000);

  it('adds the research side on the next start to a market seeded before it existed', async () => {
    await sql`truncate stocks, shareholders, statuses, fund_topics, fund_proposals, fund_predicts, fund_style_tags, fund_dividends, fund_asset_allocations, fund_analyses cascade`.execute(database.db);
    await sql`delete from app_meta where key = 'demo_research_seed'`.execute(database.db);
    const again = await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    expect(again.seeded).toBe(false);
    expect(await count(database, 'stocks')).toBe(60);
    expect(await count(database, 'statuses')).toBe(264);
    // A third start finds both markers and does nothing.
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    expect(await count(database, 'stocks')).toBe(60);
  }, 60000);
});
