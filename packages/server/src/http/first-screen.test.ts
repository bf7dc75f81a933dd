import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACT, buildUrl, type Wire } from '@fund/core/api';
import { DEFAULT_FUND_TAB_FILTERS, FUND_LIST_TABS, defaultSortFor, fundTabQuery } from '@fund/core/fund';
import { FIRST_SCREEN } from '@fund/core/navigation';
import { PAGER_PAGE_SIZE, PAGE_SIZE } from '@fund/core/pager';
import { HOME_TEXTS } from '@fund/core/research';
import type { Database } from '../db/database';
import { at, openTradingWorld } from '../testing/trading-kit';
import { FIRST_SCREEN_LOADER, FIRST_SCREEN_TEXT_SCALE } from './first-screen-html';

const SHEET = '<link href="/css/app.77aa.css" rel="stylesheet">';
const SCRIPT = '<script defer="defer" src="/js/app.3f9a.js"></script>';
const SHELL = `<!doctype html><html><head><title>基金</title>${SCRIPT}${SHEET}</head><body><div id="app"></div></body></html>`;
const BLOCK = `<div id="${FIRST_SCREEN.elementId}"`;

describe("the server's prerendered first screen in the H5 shell", () => {
  let database: Database;
  let app: FastifyInstance;
  let dir: string;
  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const api = async <T>(url: string): Promise<T> => JSON.parse((await app.inject({ method: 'GET', url })).body) as T;
  const codes = async (n: number) => (await database.db.selectFrom('funds').select('symbol').where('net_value', 'is not', null).orderBy('id').limit(n).execute()).map((f) => f.symbol);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-first-screen-'));
    fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
    ({ database, app } = await openTradingWorld(at('2026-11-20', '16:00'), { staticDir: dir }));
  }, 180000);

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("draws a fund's name, NAV and its date after the app's root, from the answer the app's own call gets", async () => {
    const [code = ''] = await codes(1);
    const html = await page(`/s/${code}/`);
    const fund = await api<Wire.FundDetail>(buildUrl('', CONTRACT.funds.introduction.path, { id: code }));
    expect(html.indexOf('<div id="app"></div>')).toBeLessThan(html.indexOf(BLOCK));
    // The app's style sheet and script follow the block, the script started only after the block's first frame.
    expect(html.split(SHEET)).toHaveLength(2);
    expect(html.indexOf(SHEET)).toBeGreaterThan(html.lastIndexOf('</div></div>'));
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain(`<script type="text/plain" data-app-src="/js/app.3f9a.js"></script><script>${FIRST_SCREEN_LOADER}</script></body>`);
    const csp = String((await app.inject({ method: 'GET', url: `/s/${code}/` })).headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(FIRST_SCREEN_LOADER, 'utf8').digest('base64')}'`);
    // The large-text scale is set before the block is parsed, by a script the CSP allows by hash.
    expect(html).toContain(`<div id="app"></div><script>${FIRST_SCREEN_TEXT_SCALE}</script>${BLOCK}`);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(FIRST_SCREEN_TEXT_SCALE, 'utf8').digest('base64')}'`);
    expect(html).toMatch(/\.fs-title\{font-size:calc\(0\.8rem\*var\(--ts,1\)\)/);
    expect(html).toContain(`<b>${fund.abbr_name}</b>${code}`);
    expect(html).toContain(`<b>${fund.net_value}</b>`);
    expect(html).toContain(`(${fund.tradedate.slice(5)})`);
    expect(html).toContain(`${FIRST_SCREEN.untilAttribute}=".fd-header,`);
    expect(html).toContain('aria-hidden="true"');
  });

  it("reads the market cache: a change no publication announced stays out of the block and of the app's call", async () => {
    const [, code = ''] = await codes(2);
    const block = async () => {
      const html = await page(`/s/${code}/`);
      return html.slice(html.indexOf(BLOCK));
    };
    const before = await block();
    await database.db.updateTable('funds').set({ abbr_name: '改名未发布' }).where('symbol', '=', code).execute();
    expect(await block()).toBe(before);
    const fund = await api<Wire.FundDetail>(buildUrl('', CONTRACT.funds.introduction.path, { id: code }));
    expect(fund.abbr_name).not.toBe('改名未发布');
  });

  it("escapes a fund's texts so they cannot add markup or script", async () => {
    const [, , code = ''] = await codes(3);
    await database.db.updateTable('funds').set({ abbr_name: '</div><script>alert("x")</script>&\'' }).where('symbol', '=', code).execute();
    const html = await page(`/s/${code}/`);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;/div&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
  });

  it("draws home's search box, recommended funds and headlines as the app's first calls answer them", async () => {
    const html = await page('/');
    const recommended = await api<Wire.Page<Wire.FundRow>>(buildUrl('', CONTRACT.funds.recommend.path, undefined, { page: 1, page_size: 2 }));
    const feed = await api<Wire.Page<Wire.Status>>(buildUrl('', CONTRACT.feed.recommend.path, undefined, { page: 1, page_size: PAGE_SIZE.headlineFeed }));
    expect(html).toContain(BLOCK);
    expect(html).toContain(HOME_TEXTS.searchPlaceholder);
    expect(recommended.results.length).toBeGreaterThan(0);
    for (const fund of recommended.results) expect(html).toContain(`<b>${fund.abbr_name}</b><br>${fund.symbol}`);
    const first = feed.results[0];
    expect(first).toBeDefined();
    expect(html).toContain(`<b>${first?.title || first?.text}</b>`);
  });

  it("draws the fund list's first rows in the order of the list page's first call", async () => {
    const tab = FUND_LIST_TABS[0]?.key ?? '';
    const query = { ...fundTabQuery(tab, defaultSortFor(tab), DEFAULT_FUND_TAB_FILTERS), page: 1, page_size: PAGER_PAGE_SIZE };
    const list = await api<Wire.Page<Wire.FundRow>>(buildUrl('', CONTRACT.funds.list.path, undefined, query));
    const html = await page('/symbols/funds/');
    const names = list.results.map((f) => html.indexOf(`<b>${f.abbr_name}</b><br>${f.symbol}`));
    expect(names.length).toBeGreaterThan(3);
    expect(names.every((at, i) => at > 0 && (i === 0 || at > (names[i - 1] ?? 0)))).toBe(true);
  });

  it('leaves the shell as built for an unknown fund code, another page, or a list with a query', async () => {
    for (const url of ['/s/999999/', '/s/000001/buy/', '/symbols/funds/?type=302', '/accounts/my_assets/', '/search/', '/?from=share']) {
      expect(await page(url)).not.toContain(BLOCK);
    }
    expect(await page('/search/')).toBe(SHELL);
  });
});
