import { type ResearchWorld, openResearchWorld } from '../../../testing/research-kit';

describe('per-fund research reads, styles, topics and proposals', () => {
  let w: ResearchWorld;
  beforeAll(async () => {
    w = await openResearchWorld();
  }, 90000);
  afterAll(async () => w.close());

  it('answers buy tiers by amount with discounts and sell tiers by holding days', async () => {
    const { status, body } = await w.get('/symbols/000001/fare_ratio/');
    expect(status).toBe(200);
    expect(body.buy).toHaveLength(4);
    expect(body.buy[0]).toMatchObject({ min_amount: '0.00', max_amount: '1000000.00', fare_ratio: '0.015000' });
    expect(body.buy[3].fixed_fee).toBe('1000.00');
    expect(body.sell.map((t: { min_days: number }) => t.min_days)).toEqual([0, 7, 365, 730]);
    expect(body.t_days_sell).toBe(1);
    // A money fund is free of fees.
    const money = (await w.get('/symbols/funds/?type=306&page_size=1')).body.results[0].symbol;
    expect((await w.get(`/symbols/${money}/fare_ratio/`)).body.buy[0].fare_ratio).toBe('0.000000');
  });

  it('404s every per-fund read of an unknown fund in Chinese', async () => {
    for (const part of ['fare_ratio', 'dividend_split', 'timetable', 'invest_risk', 'asset_conf', 'asset_history', 'hold_struct', 'estimated_quote_history', 'achivements', 'achievement_rank', 'asset_forecast']) {
      expect(await w.get(`/symbols/999999/${part}/`)).toEqual({ status: 404, body: { errors: { detail: ['请求的数据不存在'] } } });
    }
  });

  it('answers the asset pie in four categories that sum to 100 and its history', async () => {
    const pie = await w.get('/symbols/000001/asset_conf/');
    expect(pie.body.map((p: { symbol: string }) => p.symbol)).toEqual(['stock', 'bond', 'cash', 'other']);
    const sum = pie.body.reduce((a: number, p: { percent: string }) => a + Math.round(Number(p.percent) * 100), 0);
    expect(sum).toBe(10000);
    expect((await w.get('/symbols/000001/asset_history/')).body.results.length).toBeGreaterThan(1);
  });

  it('answers holdings structure with ten holdings and sectors, and an intraday estimate', async () => {
    const hold = await w.get('/symbols/000001/hold_struct/');
    expect(hold.body.holdings).toHaveLength(10);
    expect(hold.body.sectors.length).toBeGreaterThan(0);
    const est = await w.get('/symbols/000001/estimated_quote_history/');
    expect(est.body.results).toHaveLength(49);
    expect(est.body.results[48].estimated_net_value).toMatch(/^\d+\.\d{4}$/);
  });

  it('answers manager tenures, yearly returns, ranks with a benchmark and the asset forecast', async () => {
    const ach = await w.get('/symbols/000001/achivements/');
    expect(ach.body.managers.length).toBeGreaterThan(0);
    expect(ach.body.years.length).toBeGreaterThan(1);
    const rank = await w.get('/symbols/000001/achievement_rank/');
    expect(rank.body).toHaveLength(7);
    expect(rank.body[4]).toMatchObject({ period: 'year', track_name: expect.stringContaining('沪深300') });
    expect(rank.body[4].rank_index).toBeLessThanOrEqual(rank.body[4].rank_total);
    const forecast = await w.get('/symbols/000001/asset_forecast/');
    expect(forecast.body.results[2].median).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers dividends, the timetable and risk figures', async () => {
    expect(Array.isArray((await w.get('/symbols/000001/dividend_split/')).body)).toBe(true);
    const t = await w.get('/symbols/000001/timetable/');
    expect(t.body.buy.confirm_date > t.body.buy.apply_date).toBe(true);
    const risk = await w.get('/symbols/000001/invest_risk/');
    expect(risk.body.max_drawdown_year).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers fund styles: catalogue, overview by period, info, indexes, related funds, monthly and 240-day history', async () => {
    expect((await w.get('/symbols/fund_styles/')).body.asset_types).toHaveLength(3);
    expect((await w.get('/symbols/fund_styles/overview/?period=month')).body.results.length).toBeGreaterThan(3);
    expect(await w.get('/symbols/fund_styles/overview/?period=decade')).toEqual({ status: 400, body: { errors: { period: ['不支持的统计区间'] } } });
    const info = await w.get('/symbols/fund_styles/info/?asset_type=stock&style_type=large_growth');
    expect(info.body.name).toBe('股票型·大盘成长');
    expect((await w.get('/symbols/fund_styles/info/?asset_type=stock')).status).toBe(400);
    expect((await w.get('/symbols/fund_styles/info/?asset_type=gold&style_type=x')).body).toEqual({ errors: { asset_type: ['不支持的资产类型'] } });
    expect((await w.get('/symbols/fund_styles/indexes/')).body.results.length).toBeGreaterThan(3);
    expect((await w.get('/symbols/fund_styles/related_funds/?asset_type=bond')).body.every((f: { symbol_type: number }) => f.symbol_type === 3)).toBe(true);
    expect((await w.get('/symbols/fund_styles/monthly_overview/?year=2026&month=10')).body.month).toBe(10);
    const hist = await w.get('/symbols/fund_styles/history/');
    expect(hist.body.results).toHaveLength(240);
    expect(hist.body.results[0].date > hist.body.results[1].date).toBe(true);
  });

  it('answers topics by code and proposals with their funds', async () => {
    expect((await w.get('/symbols/funds/topics/')).body.results.length).toBe(6);
    const xds = await w.get('/symbols/funds/topics/?code=xds');
    expect(xds.body.funds.length).toBeGreaterThan(0);
    expect((await w.get('/symbols/funds/topics/?code=nope')).status).toBe(404);
    const list = await w.get('/symbols/funds/proposal/');
    expect(list.body.total_count).toBe(5);
    const one = await w.get(`/symbols/funds/proposal/${list.body.results[0].id}/`);
    expect(one.body.positions.length).toBeGreaterThan(1);
    expect((await w.get('/symbols/funds/proposal/99/')).status).toBe(404);
  });
});
