import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARE_TEXTS } from '@fund/core/navigation';
import type { Wire } from '@fund/core/api';

const SHELL = '<!doctype html><html><head><meta name="description" content="基金投资"><title>基金</title></head><body><div id="app"></div></body></html>';

describe('market reads over the seeded demo market', () => {
  let database: Database;
  let app: FastifyInstance;
  let seedMs = 0;
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}` });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    seedMs = (await seedDemoMarket(database.db, { asOf: '2026-11-20' })).ms;
    app = await buildApp({ db: database });
  }, 60000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('seeds in under 30 s and skips a second time', async () => {
    expect(seedMs).toBeLessThan(30000);
    const again = await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    expect(again.seeded).toBe(false);
  });

  it('lists tradable funds 20 a page sorted by -percent_year by default', async () => {
    const { status, body } = await get('/symbols/funds/');
    expect(status).toBe(200);
    expect(body.current_page).toBe(1);
    expect(body.results).toHaveLength(20);
    expect(body.total_page).toBe(Math.ceil(body.total_count / 20));
    const years = body.results.map((r: { percent_year: string }) => Number(r.percent_year));
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(body.results.every((r: { allow_trade: boolean }) => r.allow_trade)).toBe(true);
    expect(body.results[0].net_value).toMatch(/^\d+\.\d{4}$/);
  });

  it('filters by type and sorts money funds by the month', async () => {
    const { body } = await get('/symbols/funds/?type=306&sort=-percent_month&page_size=5');
    expect(body.results).toHaveLength(5);
    for (const r of body.results) {
      expect(r.symbol_stype).toBe(306);
      expect(r.year_yld).toMatch(/^\d+\.\d{4}$/);
      expect(r.recommend_percent_display).toBe('七日年化');
    }
  });

  it('refuses an unknown sort or type with a field message', async () => {
    expect(await get('/symbols/funds/?sort=-password')).toEqual({ status: 400, body: { errors: { sort: ['不支持的排序方式'] } } });
    expect((await get('/symbols/funds/?type=999')).body).toEqual({ errors: { type: ['不支持的基金类型'] } });
    expect((await get('/symbols/funds/?page=0')).status).toBe(400);
  });

  it('answers a fund detail and 404s a missing one in Chinese', async () => {
    const { status, body } = await get('/symbols/000001/introduction/');
    expect(status).toBe(200);
    expect(body).toMatchObject({ symbol: '000001', symbol_type: 3, company: { name: expect.stringContaining('演示') } });
    expect(body.fare_ratio_buy).toMatch(/^\d\.\d{6}$/);
    expect(await get('/symbols/999999/introduction/')).toEqual({ status: 404, body: { errors: { detail: ['请求的数据不存在'] } } });
  });

  it('pages NAV history newest first', async () => {
    const { body } = await get('/symbols/000001/net_history/?page_size=5');
    expect(body.results).toHaveLength(5);
    expect(body.results[0].date > body.results[1].date).toBe(true);
    expect(body.total_count).toBeGreaterThan(700);
  });

  it('lists recommended funds (2) and hot funds', async () => {
    expect((await get('/symbols/recommend/')).body.results).toHaveLength(2);
    expect((await get('/symbols/hot/')).body.length).toBeGreaterThan(0);
  });

  it('lists companies by assets, 200 a page', async () => {
    const { body } = await get('/symbols/funds/companies/');
    expect(body.results.length).toBe(20);
    const assets = body.results.map((c: { assets_total: string }) => Number(c.assets_total));
    expect([...assets].sort((a, b) => b - a)).toEqual(assets);
  });

  it('answers indexes with PE/PB percentiles and their tracking funds', async () => {
    expect((await get('/symbols/indexes/recommend/')).body).toHaveLength(3);
    const pe = await get('/symbols/indexes/SH000300/pe_indexes/');
    expect(pe.body.pe_percentile).toMatch(/^\d+\.\d{2}$/);
    expect(pe.body.history.length).toBeGreaterThan(500);
    const related = await get('/symbols/indexes/SH000300/related_funds/');
    expect(related.body.results.length).toBeGreaterThan(0);
    expect(related.body.results.every((r: { symbol_stype: number }) => r.symbol_stype === 303)).toBe(true);
  });

  it('answers managers: list, 10 recommended, detail', async () => {
    expect((await get('/symbols/funds/managers/')).body.results).toHaveLength(20);
    expect((await get('/symbols/funds/managers/recommend/')).body.results).toHaveLength(10);
    const detail = await get('/symbols/funds/managers/1/');
    expect(detail.body).toMatchObject({ id: 1, name: expect.stringContaining('演示') });
  });

  it('searches funds by code or name, 5 by default', async () => {
    const byCode = await get('/search/symbols/?q=00001');
    expect(byCode.body.results.length).toBeGreaterThan(0);
    expect(byCode.body.results.length).toBeLessThanOrEqual(5);
    const byName = await get(`/search/symbols/?q=${encodeURIComponent('货币')}&symbol_type=3`);
    expect(byName.body.results.every((r: { abbr_name: string }) => r.abbr_name.includes('货币'))).toBe(true);
    expect((await get('/search/symbols/')).status).toBe(400);
  });

  it('lists sectors with their average moves', async () => {
    const { body } = await get('/symbols/sectors/');
    expect(body.length).toBe(10);
    const sector = await get(`/symbols/sectors/${body[0].id}/`);
    expect(sector.body.funds.length).toBeGreaterThan(0);
  });

  it("serves a fund page's shell with the fund's title and Open Graph tags for link previews", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-share-'));
    fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
    const site = await buildApp({ db: database, staticDir: dir });
    try {
      const fund = (await get('/symbols/funds/')).body.results[0] as Wire.FundRow;
      const page = await site.inject({ method: 'GET', url: `/s/${fund.code}/?from=share` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain(`<title>${fund.abbr_name} ${fund.code}</title>`);
      expect(page.body).toContain(`<meta property="og:title" content="${fund.abbr_name} ${fund.code}">`);
      expect(page.body).toContain(`<meta name="description" content="${SHARE_TEXTS.fundDescription(fund.abbr_name, fund.code)}">`);
      expect(page.body.match(/name="description"/g)).toHaveLength(1);
      // An unknown fund and any other page get the shell as built.
      expect((await site.inject({ method: 'GET', url: '/s/999999/' })).body).toBe(SHELL);
      expect((await site.inject({ method: 'GET', url: `/s/${fund.code}/buy/` })).body).toBe(SHELL);
    } finally {
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
