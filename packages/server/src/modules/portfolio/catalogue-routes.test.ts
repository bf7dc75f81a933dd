// The portfolio catalogue over HTTP: detail (404, guest and follower), recommended, detailed positions,
// net values, fees, timetable, topics, follows, the development adjustment, and the risk catalogue.
import type { FastifyInstance } from 'fastify';
import { PORTFOLIO_TRADE_TEXTS, PortfolioTopicCode } from '@fund/core/portfolio';
import { PortfolioRiskLevel, RiskLevel } from '@fund/core/risk';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { at, makeInvestor, request } from '../../testing/trading-kit';
import { databaseProductCatalog } from '../risk/product-catalog';
import { targetPositions } from './catalog-repo';

const AS_OF = '2026-11-20';
// Monday after the seeded Friday, before the cut-off.
const TODAY = '2026-11-23';

describe('portfolio catalogue routes', () => {
  let database: Database;
  let app: FastifyInstance;
  let rows: { id: number; symbol: string; topic: string; investment_risk: number }[];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: AS_OF });
    app = await buildApp({ db: database });
    app.clock.set(at(TODAY, '10:00'));
    rows = await database.db.selectFrom('portfolios').select(['id', 'symbol', 'topic', 'investment_risk']).orderBy('id').execute();
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async <T>(path: string, who: Awaited<ReturnType<typeof makeInvestor>> | null = null): Promise<T> => {
    const res = await request(app, who, 'GET', path);
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const low = () => rows.find((r) => r.investment_risk === PortfolioRiskLevel.CapitalProtected)!;

  it('answers a portfolio with its terms, figures and target positions; 404 with the Chinese detail when missing', async () => {
    const p = await get<Wire.Portfolio>(`/portfolio/${low().id}/`);
    expect(p).toMatchObject({ id: low().id, symbol: low().symbol, investment_risk: 100, followed: false, allow_buy: true, allow_trade: true, amount_min_buy: '100.00', amount_min_sell: '10.00' });
    expect(p.net_value).toMatch(/^\d+\.\d{4}$/);
    expect(p.cumulative).toMatch(/^-?\d+\.\d{2}$/);
    expect(p.positions?.some((x) => x.is_bao)).toBe(true);
    expect((p.positions ?? []).reduce((sum, x) => sum.plus(x.percent), toDecimal(0)).toFixed(2)).toBe('100.00');

    for (const path of ['/portfolio/999999/', '/portfolio/abc/', '/portfolio/999999/netvalue_daily_chart/']) {
      const res = await request(app, null, 'GET', path);
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).toContain(PORTFOLIO_TRADE_TEXTS.missingId);
    }
  });

  it('recommends tradable portfolios three to a page by default', async () => {
    const page = await get<Wire.Page<Wire.Portfolio>>('/portfolio/recommend/');
    expect(page.results).toHaveLength(3);
    expect(page.total_count).toBe(rows.length);
    const all = await get<Wire.Page<Wire.Portfolio>>('/portfolio/recommend/?page_size=10');
    expect(all.results.map((p) => p.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    expect(all.results.every((p) => p.allow_trade && p.recommend_percent === p.yld)).toBe(true);
  });

  it('lists detailed positions with the funds figures, largest first', async () => {
    const page = await get<Wire.Page<Wire.PortfolioPosition & Wire.JsonObject>>(`/portfolio/${low().id}/get_detailed_positions/`);
    const percents = page.results.map((r) => Number(r.percent));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(page.results[0]).toMatchObject({ symbol: expect.any(String), name: expect.any(String), net_value: expect.any(String), tradedate: AS_OF });
  });

  it('serves the net value series from 1.0000, the chart oldest first and the history newest first, matching the detail', async () => {
    const id = rows[0]!.id;
    const chart = await get<Wire.PortfolioNetValuePoint[]>(`/portfolio/${id}/netvalue_daily_chart/`);
    expect(chart[0]).toMatchObject({ net_value: '1.0000', percent: null });
    expect(chart.length).toBeGreaterThan(250);
    expect(chart[chart.length - 1]?.date).toBe(AS_OF);
    const history = await get<Wire.Page<Wire.PortfolioNetValuePoint>>(`/portfolio/${id}/netvalue_history/?page_size=5`);
    expect(history.results).toEqual(chart.slice(-5).reverse());
    expect(history.total_count).toBe(chart.length);
    const detail = await get<Wire.Portfolio>(`/portfolio/${id}/`);
    expect(detail.net_value).toBe(chart[chart.length - 1]?.net_value);
    const cumulative = toDecimal(detail.net_value).minus(1).times(100);
    expect(Math.abs(Number(cumulative.minus(detail.cumulative)))).toBeLessThan(0.01);
    // A day's percent is the change of the shown net values.
    const [a, b] = chart.slice(-2);
    expect(b?.percent).toBe(toDecimal(b!.net_value).div(a!.net_value).minus(1).times(100).round(2, 1).toFixed(2));
  });

  it('answers the fee terms and the timetable from the market clock', async () => {
    const fares = await get<Wire.JsonObject>(`/portfolio/${rows[0]!.id}/fare_ratio/`);
    expect(fares).toMatchObject({ manage_fare_ratio: '0.005000', discount_rate_buy: '0.1000', funds: expect.any(Array) });
    expect(toDecimal(String(fares.fare_ratio_buy_min)).lt(String(fares.fare_ratio_buy_max))).toBe(true);
    // Each fund lists the tiers its buys pay, contiguous from zero to an open top (core's fee schedule).
    for (const f of fares.funds as { buy: { min_amount: string; max_amount: string | null }[] }[]) {
      expect(f.buy[0]?.min_amount).toBe('0.00');
      expect(f.buy[f.buy.length - 1]?.max_amount).toBeNull();
    }
    const times = await get<Wire.JsonObject>(`/portfolio/${rows[0]!.id}/timetable/`);
    expect(times).toMatchObject({ buy: { apply_date: TODAY, confirm_date: '2026-11-24', income_date: '2026-11-25' }, cutoff_time: '15:00' });
  });

  it('lists a topic, and nothing for an unknown code', async () => {
    const pandora = await get<{ code: string; portfolios: Wire.Portfolio[] }>(`/portfolio/topics/?code=${PortfolioTopicCode.PandorasBox}`);
    expect(pandora.portfolios.length).toBeGreaterThanOrEqual(2);
    expect(pandora.portfolios.map((p) => p.id)).toEqual(rows.filter((r) => r.topic === PortfolioTopicCode.PandorasBox).map((r) => r.id));
    expect((await get<{ portfolios: unknown[] }>('/portfolio/topics/?code=nope')).portfolios).toEqual([]);
  });

  it('follows and unfollows for a logged-in user, counting followers once; guests are refused and follow nothing', async () => {
    const id = rows[1]!.id;
    const user = await makeInvestor(database.db, 3);
    const before = (await get<Wire.Portfolio>(`/portfolio/${id}/`)).followers_count;
    expect((await request(app, null, 'POST', `/portfolio/${id}/follow/`)).statusCode).toBe(401);
    expect((await request(app, user, 'POST', `/portfolio/${id}/follow/`)).statusCode).toBe(200);
    expect((await request(app, user, 'POST', `/portfolio/${id}/follow/`)).statusCode).toBe(200);
    expect(await get<Wire.Portfolio>(`/portfolio/${id}/`, user)).toMatchObject({ followed: true, followers_count: before + 1 });
    expect((await get<Wire.Portfolio>(`/portfolio/${id}/`)).followed).toBe(false);
    expect((await get<Wire.Page<Wire.Portfolio>>('/portfolio/following/', user)).results.map((p) => p.id)).toEqual([id]);
    expect((await get<Wire.Page<Wire.Portfolio>>('/portfolio/following/')).results).toEqual([]);
    expect((await request(app, user, 'POST', `/portfolio/${id}/unfollow/`)).statusCode).toBe(200);
    expect(await get<Wire.Portfolio>(`/portfolio/${id}/`, user)).toMatchObject({ followed: false, followers_count: before });
  });

  it('the development adjustment puts a different target in force from the market day, for a logged-in user only', async () => {
    const id = rows[2]!.id;
    const before = await targetPositions(database.db, id, TODAY);
    expect((await request(app, null, 'POST', `/dev/portfolios/${id}/adjust`)).statusCode).toBe(401);
    const user = await makeInvestor(database.db, 3);
    const res = await request(app, user, 'POST', `/dev/portfolios/${id}/adjust`);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ effective_from: string; positions: Wire.PortfolioPosition[] }>();
    expect(answer.effective_from).toBe(TODAY);
    const after = await targetPositions(database.db, id, TODAY);
    expect(after).not.toEqual(before);
    expect(after.map((t) => t.fund_id).sort()).toEqual(before.map((t) => t.fund_id).sort());
    expect(after.reduce((sum, t) => sum.plus(t.percent), toDecimal(0)).toFixed(2)).toBe('100.00');
    // Yesterday's target is unchanged; the detail shows the new one.
    expect(await targetPositions(database.db, id, AS_OF)).toEqual(before);
    const detail = await get<Wire.Portfolio>(`/portfolio/${id}/`);
    expect(detail.positions?.map((p) => p.percent).sort()).toEqual(answer.positions.map((p) => p.percent).sort());
    expect((await request(app, user, 'POST', '/dev/portfolios/999999/adjust')).statusCode).toBe(404);
  });

  it('gives suitability the portfolio risk on the 1-5 scale', async () => {
    const catalog = databaseProductCatalog(database.db);
    expect(await catalog.portfolio(low().id)).toMatchObject({ id: low().id, level: RiskLevel.Low });
    const aggressive = rows.find((r) => r.investment_risk === PortfolioRiskLevel.Aggressive)!;
    expect(await catalog.portfolio(aggressive.id)).toMatchObject({ level: RiskLevel.High });
    expect(await catalog.portfolio(999999)).toBeNull();

    // A cautious investor may buy the capital-protected portfolio and is refused the aggressive one.
    const cautious = await makeInvestor(database.db, RiskLevel.Low);
    const check = (id: number) => request(app, cautious, 'POST', '/funds/investment_risk/check/', { fund_portfolio_id: id });
    const ok = await check(low().id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Wire.RiskCheck>().action_type).toBe('');
    const refused = await check(aggressive.id);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['investment_risk']);
  });
});
