import { type ResearchWorld, openResearchWorld } from '../../../testing/research-kit';
import { tradeStatus } from './overview-service';

describe('market overview, asset forecast and index research', () => {
  let w: ResearchWorld;
  beforeAll(async () => {
    w = await openResearchWorld();
  }, 90000);
  afterAll(async () => w.close());

  it('answers the China market: three market indexes, breadth of 60 stocks, sectors best first', async () => {
    const { status, body } = await w.get('/symbols/markets/cn/');
    expect(status).toBe(200);
    expect(body.indexes).toHaveLength(3);
    expect(body.rise_total + body.drop_total + body.draw_total).toBe(60);
    expect(body.amount_total).toMatch(/^\d+\.\d{2}$/);
    expect(Number(body.sectors[0].percent_day)).toBeGreaterThanOrEqual(Number(body.sectors[1].percent_day));
  });

  it('tells the trade status by China time: auction, open, lunch, closed and weekends', () => {
    expect(tradeStatus(new Date('2026-11-20T01:20:00Z'))).toBe(3);
    expect(tradeStatus(new Date('2026-11-20T02:00:00Z'))).toBe(0);
    expect(tradeStatus(new Date('2026-11-20T04:00:00Z'))).toBe(1);
    expect(tradeStatus(new Date('2026-11-20T08:00:00Z'))).toBe(2);
    expect(tradeStatus(new Date('2026-11-21T02:00:00Z'))).toBe(2);
  });

  it('answers the profit/loss distribution over every stock and the funds rise/drop counts', async () => {
    const { body } = await w.get('/symbols/profit_loss/');
    expect(body.stocks).toHaveLength(9);
    expect(body.stocks.reduce((a: number, b: { count: number }) => a + b.count, 0)).toBe(60);
    expect(body.funds.rise + body.funds.drop + body.funds.flat).toBeGreaterThan(100);
  });

  it('finds 5 similar K-lines for a stock and 404s an unknown symbol', async () => {
    expect((await w.get('/symbols/similar_k_line/filter_conditions/')).body.periods.length).toBeGreaterThan(0);
    const { body } = await w.get('/symbols/similar_k_line/SH000300/');
    expect(body.results).toHaveLength(5);
    expect(Number(body.results[0].similarity)).toBeGreaterThanOrEqual(Number(body.results[4].similarity));
    expect((await w.get('/symbols/similar_k_line/NOPE/')).status).toBe(404);
  });

  it('answers the market asset forecast, its mix per risk level and sector outlooks', async () => {
    expect((await w.get('/symbols/market_asset_forecast/')).body.results.map((r: { asset: string }) => r.asset)).toEqual(['stock', 'bond', 'cash']);
    const mix = await w.get('/symbols/market_asset_forecast/distribution/');
    expect(mix.body.results).toHaveLength(5);
    for (const r of mix.body.results) expect(Number(r.stock) + Number(r.bond) + Number(r.cash)).toBe(100);
    expect((await w.get('/symbols/market_asset_forecast/sectors/')).body).toHaveLength(10);
    expect((await w.get('/symbols/market_asset_forecast/sectors/?sector_root_id=1')).body).toHaveLength(1);
    expect((await w.get('/symbols/market_asset_forecast/sectors/?sector_root_id=x')).status).toBe(400);
  });

  it('answers index opportunity lowest valuation first, a forecast, constituents with weights and their analysis', async () => {
    const opp = await w.get('/symbols/indexes/opportunity/');
    expect(opp.body.results).toHaveLength(12);
    expect(Number(opp.body.results[0].pe_percentile)).toBeLessThanOrEqual(Number(opp.body.results[11].pe_percentile));
    const forecast = await w.get('/symbols/indexes/SH000300/forecast/');
    expect(forecast.body.horizon_days).toBe(250);
    const members = await w.get('/symbols/indexes/SH000300/hold_symbols/');
    expect(members.body).toHaveLength(30);
    const total = members.body.reduce((a: number, m: { weight: string }) => a + Math.round(Number(m.weight) * 100), 0);
    expect(Math.abs(total - 10000)).toBeLessThanOrEqual(30);
    const analyse = await w.get('/symbols/indexes/SH000300/hold_symbols_analyse/');
    expect(analyse.body.count).toBe(30);
    expect((await w.get('/symbols/indexes/NOPE/forecast/')).status).toBe(404);
  });
});
