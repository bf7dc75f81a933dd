import { type ResearchWorld, openResearchWorld } from '../../../testing/research-kit';

describe('stock and per-symbol market reads', () => {
  let w: ResearchWorld;
  let stock = '';
  beforeAll(async () => {
    w = await openResearchWorld();
    stock = (await w.get('/symbols/')).body.find((s: { symbol_type: number }) => s.symbol_type === 1).symbol;
  }, 90000);
  afterAll(async () => w.close());

  it('seeds the research side with the market in under 30 s', () => {
    expect(w.seedMs).toBeLessThan(30000);
  });

  it('quotes a stock with five levels each side and exact decimals', async () => {
    const { status, body } = await w.get(`/symbols/${stock}/quote/`);
    expect(status).toBe(200);
    expect(body.symbol).toBe(stock);
    expect(body.current).toMatch(/^\d+\.\d{2}$/);
    expect(body.buy_levels).toHaveLength(5);
    expect(body.sell_levels).toHaveLength(5);
    expect(Number(body.sell_levels[0].price)).toBeGreaterThan(Number(body.buy_levels[0].price));
    expect(body.rise_total + body.drop_total + body.draw_total).toBe(60);
  });

  it('quotes an index and a fund, and 404s an unknown symbol in Chinese', async () => {
    expect((await w.get('/symbols/SH000300/quote/')).body.symbol).toBe('SH000300');
    expect((await w.get('/symbols/000001/quote/')).body.current).toMatch(/^\d+\.\d{4}$/);
    expect(await w.get('/symbols/NOPE/quote/')).toEqual({ status: 404, body: { errors: { detail: ['请求的数据不存在'] } } });
  });

  it('answers daily, weekly and monthly K-lines oldest first, and refuses an unknown period', async () => {
    const day = await w.get(`/symbols/${stock}/k_line/?count=30`);
    expect(day.body).toHaveLength(30);
    expect(day.body[0].date < day.body[29].date).toBe(true);
    const week = await w.get(`/symbols/${stock}/k_line/?period=week&count=10`);
    expect(week.body).toHaveLength(10);
    expect(Number(week.body[9].high)).toBeGreaterThanOrEqual(Number(week.body[9].close));
    expect((await w.get('/symbols/SH000001/k_line/?period=month&count=12')).body).toHaveLength(12);
    expect(await w.get(`/symbols/${stock}/k_line/?period=year`)).toEqual({ status: 400, body: { errors: { period: ['不支持的K线周期'] } } });
    expect((await w.get(`/symbols/${stock}/k_line/?count=0`)).status).toBe(400);
  });

  it('answers quote history, a 241-minute time line and price levels', async () => {
    expect((await w.get(`/symbols/${stock}/quote_history/?count=5`)).body).toHaveLength(5);
    const line = await w.get(`/symbols/${stock}/time_line/`);
    expect(line.body).toHaveLength(241);
    expect(line.body[0].time).toBe('09:30');
    expect((await w.get(`/symbols/${stock}/price_level/`)).body.buy_levels).toHaveLength(5);
  });

  it('lists the top 10 holders, holder counts, the atlas and holder analysis (5 each)', async () => {
    const holders = await w.get(`/symbols/${stock}/holders/`);
    expect(holders.body).toHaveLength(10);
    expect(holders.body[0].rank).toBe(1);
    expect((await w.get(`/symbols/${stock}/holders_history/`)).body).toHaveLength(4);
    const atlas = await w.get(`/symbols/${stock}/holders_atlas/?type=holders_atlas`);
    expect(atlas.body.holders).toHaveLength(10);
    const analyse = await w.get(`/symbols/${stock}/holders_analyse/`);
    expect(analyse.body.institutions.length).toBeLessThanOrEqual(5);
    const fund = await w.get('/symbols/000001/holders_analyse/');
    expect(fund.body.institution_percent).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers shareholders, their histories and the champions; 404 for an unknown one', async () => {
    const champions = await w.get('/symbols/shareholders/champions/');
    expect(champions.body.length).toBeGreaterThan(0);
    const id = champions.body[0].id;
    expect((await w.get(`/symbols/shareholders/${id}/`)).body.is_champion).toBe(true);
    expect((await w.get(`/symbols/shareholders/${id}/shares_history/`)).status).toBe(200);
    expect((await w.get(`/symbols/shareholders/${id}/investment_history/`)).status).toBe(200);
    expect((await w.get('/symbols/shareholders/9999/')).status).toBe(404);
    expect((await w.get('/symbols/shareholders/abc/')).status).toBe(404);
  });

  it('answers block trades: daily top, per-stock days and paged records', async () => {
    const top = await w.get('/symbols/block_trades/daily_top/');
    expect(top.body.length).toBeGreaterThan(0);
    const symbol = top.body[0].symbol;
    expect((await w.get(`/symbols/${symbol}/block_trades_daily/`)).body.length).toBeGreaterThan(0);
    const records = await w.get(`/symbols/${symbol}/block_trades_record/?page_size=2`);
    expect(records.body.current_page).toBe(1);
    expect(records.body.results.length).toBeLessThanOrEqual(2);
    expect((await w.get(`/symbols/${symbol}/block_trades_record/?page=-1`)).status).toBe(400);
  });

  it('answers financials, margin trading, related sector with 5 symbols and senior managers', async () => {
    expect((await w.get(`/symbols/${stock}/finance_index_line/`)).body).toHaveLength(8);
    expect((await w.get(`/symbols/${stock}/finance_index/`)).body.eps_ttm).toMatch(/^\d+\.\d{4}$/);
    expect((await w.get(`/symbols/${stock}/margin_trade/`)).status).toBe(200);
    const sector = await w.get(`/symbols/${stock}/related_sector/`);
    expect(sector.body[0].symbols).toHaveLength(5);
    expect((await w.get(`/symbols/${stock}/senior_mng_atlas/`)).body.managers.length).toBe(6);
  });

  it('resolves a symbols list to references', async () => {
    const { body } = await w.get(`/symbols/?symbol=000001,${stock},SH000300,NOPE`);
    expect(body.map((s: { symbol_type: number }) => s.symbol_type)).toEqual([3, 1, 5]);
  });

  it('searches stocks and indexes too, narrowed by symbol type', async () => {
    const byCode = await w.get(`/search/symbols/?q=${stock.slice(2)}&symbol_type=1`);
    expect(byCode.body.results[0]).toMatchObject({ symbol: stock, symbol_type: 1 });
    const index = await w.get(`/search/symbols/?q=${encodeURIComponent('沪深300')}&symbol_type=1,5`);
    expect(index.body.results.map((r: { symbol: string }) => r.symbol)).toContain('SH000300');
    const mixed = await w.get(`/search/symbols/?q=${encodeURIComponent('演示')}&page_size=5&page=2`);
    expect(mixed.body.current_page).toBe(2);
    expect(mixed.body.results).toHaveLength(5);
    expect((await w.get(`/search/symbols/?q=${stock.slice(2)}&symbol_type=3`)).body.results.every((r: { symbol_type: number }) => r.symbol_type === 3)).toBe(true);
  });

  it('pages a search of funds then stocks and indexes with no row lost or repeated across the seam', async () => {
    const q = encodeURIComponent('演示');
    const first = (await w.get(`/search/symbols/?q=${q}&page_size=100`)).body;
    const results: { symbol: string; symbol_type: number }[] = [...first.results];
    for (let p = 2; (p - 1) * 100 < first.total_count; p += 1) results.push(...(await w.get(`/search/symbols/?q=${q}&page_size=100&page=${p}`)).body.results);
    const all = { total_count: first.total_count, results };
    expect(results).toHaveLength(first.total_count);
    const types = all.results.map((r) => r.symbol_type);
    // Funds first: a page may hold the last funds and the first stocks.
    expect(types.indexOf(1)).toBeGreaterThan(0);
    expect(types.lastIndexOf(3)).toBeLessThan(types.indexOf(1));
    const seam = types.lastIndexOf(3);
    // A page size that puts the last fund and the first stock on one page.
    const size = seam % 7 === 6 ? 6 : 7;
    const page = Math.floor(seam / size) + 1;
    const straddling = (await w.get(`/search/symbols/?q=${q}&page_size=${size}&page=${page}`)).body;
    expect(straddling.total_count).toBe(all.total_count);
    expect(straddling.results.map((r: { symbol: string }) => r.symbol)).toEqual(all.results.slice((page - 1) * size, page * size).map((r) => r.symbol));
  });
});
