// The demo server's market lives on past its seeded history: published days move by the demo returns.
import { type Database, openDatabase } from '../db/database';
import { FundSubtype } from '@fund/core/fund';
import { seedDemoMarket } from '../db/seed/seed-market';
import { at } from '../testing/trading-kit';
import { runSettlement } from './settlement';

describe('days published after the seeded history', () => {
  let database: Database;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
  }, 120000);
  afterAll(async () => database.close());

  async function navs(stype: number): Promise<Array<{ date: string; net_value: string }>> {
    const fund = await db().selectFrom('funds').select('id').where('symbol_stype', '=', stype).where('net_value', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const rows = await db().selectFrom('fund_navs').select(['date', 'net_value']).where('fund_id', '=', fund.id).where('date', '>=', '2026-11-20').orderBy('date').execute();
    return rows.map((r) => ({ date: String(r.date).slice(0, 10), net_value: String(r.net_value) }));
  }

  it('moves stock funds day by day with market moves on, and keeps money funds at their NAV', async () => {
    await runSettlement(db(), at('2026-11-20', '16:00'), { marketMoves: true });
    await runSettlement(db(), at('2026-11-26', '16:00'), { marketMoves: true });
    const stock = await navs(FundSubtype.Stock);
    expect(stock.map((r) => r.date)).toEqual(['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(new Set(stock.map((r) => r.net_value)).size).toBeGreaterThan(1);
    const money = await navs(FundSubtype.Money);
    expect(new Set(money.map((r) => r.net_value))).toEqual(new Set([money[0]?.net_value]));
  });
});
