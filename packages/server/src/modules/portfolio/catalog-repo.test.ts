// The seeded demo portfolios and the catalogue's reads: targets by day, the wire form, the NAV series.
import { PortfolioRiskLevel } from '@fund/core/risk';
import { PortfolioTopicCode } from '@fund/core/portfolio';
import { toDecimal } from '@fund/core/money';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { PORTFOLIO_MARKER_KEY, seedPortfolios } from '../../db/seed/seed-portfolios';
import { portfolioById, portfolioWire, targetPositions } from './catalog-repo';
import { navWirePoints, portfolioNavSeries } from './catalog-nav';

const AS_OF = '2026-11-20';

describe('portfolio catalogue repo', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: AS_OF });
  }, 120000);
  afterAll(async () => database.close());

  const all = () => database.db.selectFrom('portfolios').selectAll().orderBy('id').execute();

  it('seeds demo portfolios over both topics and the three risk levels, each target summing to 100', async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.topic === PortfolioTopicCode.PandorasBox).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.topic === PortfolioTopicCode.Xds).length).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => r.investment_risk))).toEqual(new Set([PortfolioRiskLevel.CapitalProtected, PortfolioRiskLevel.Stable, PortfolioRiskLevel.Aggressive]));
    for (const r of rows) {
      const target = await targetPositions(database.db, r.id, AS_OF);
      expect(target.length).toBeGreaterThanOrEqual(3);
      expect(target.length).toBeLessThanOrEqual(6);
      expect(target.reduce((sum, t) => sum.plus(t.percent), toDecimal(0)).toFixed(2)).toBe('100.00');
    }
    const withBao = await database.db
      .selectFrom('portfolio_positions')
      .innerJoin('funds', 'funds.id', 'portfolio_positions.fund_id')
      .select('portfolio_positions.portfolio_id')
      .where('funds.is_bao', '=', true)
      .execute();
    expect(withBao.length).toBeGreaterThan(0);
  });

  it('seeds once: a second run (or a later start) adds nothing', async () => {
    expect(await seedPortfolios(database.db, new Date())).toBe(false);
    await seedDemoMarket(database.db, { asOf: AS_OF });
    expect((await all()).length).toBe(6);
    expect(await database.db.selectFrom('app_meta').select('key').where('key', '=', PORTFOLIO_MARKER_KEY).executeTakeFirst()).toBeDefined();
  });

  it('answers the target in force on a day: none before the start, the later set after an adjustment', async () => {
    const adjusted = await database.db
      .selectFrom('portfolio_positions')
      .select(['portfolio_id', 'effective_from'])
      .groupBy(['portfolio_id', 'effective_from'])
      .orderBy('effective_from', 'desc')
      .executeTakeFirstOrThrow();
    const first = await database.db.selectFrom('portfolio_positions').select((eb) => eb.fn.min('effective_from').as('d')).where('portfolio_id', '=', adjusted.portfolio_id).executeTakeFirstOrThrow();
    expect(await targetPositions(database.db, adjusted.portfolio_id, '2020-01-01')).toEqual([]);
    const before = await targetPositions(database.db, adjusted.portfolio_id, String(first.d));
    const after = await targetPositions(database.db, adjusted.portfolio_id, adjusted.effective_from);
    expect(after).not.toEqual(before);
    expect(after.map((t) => t.fund_id).sort()).toEqual(before.map((t) => t.fund_id).sort());
  });

  it('builds the wire form with positions carrying the fund flags and NAV figures from the series', async () => {
    const rows = await all();
    const row = rows.find((r) => r.investment_risk === PortfolioRiskLevel.CapitalProtected);
    expect(row).toBeDefined();
    const wire = await portfolioWire(database.db, row!, AS_OF);
    expect(wire).toMatchObject({ id: row!.id, symbol: row!.symbol, followed: false, investment_risk: 100, allow_buy: true });
    expect(wire.positions?.some((p) => p.is_bao)).toBe(true);
    for (const p of wire.positions ?? []) expect(p).toEqual({ symbol: expect.any(String), name: expect.any(String), percent: expect.stringMatching(/^\d+\.\d{2}$/), allow_trade: true, allow_buy: true, allow_sell: true, is_bao: expect.any(Boolean) });

    const series = navWirePoints(await portfolioNavSeries(database.db, row!.id, AS_OF));
    expect(series[0]).toEqual({ date: expect.any(String), net_value: '1.0000', percent: null });
    expect(series[series.length - 1]?.date).toBe(AS_OF);
    expect(wire.net_value).toBe(series[series.length - 1]?.net_value);
    // A low-risk mix of cash treasure, bonds and capital-protected funds gains slowly.
    expect(toDecimal(wire.net_value).gt(1)).toBe(true);
    expect(wire.yld).not.toBeNull();
    expect(await portfolioById(database.db, 999999)).toBeUndefined();
  });
});
