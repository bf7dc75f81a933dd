// Market journeys: a stock and an index at /s/{symbol}/, and a stock's holders atlas trimmed to 4 plus 查看全部.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';

interface SymbolLite {
  symbol: string;
  abbr_name: string;
  symbol_type: number;
}

interface AtlasLite {
  holders: { name: string; symbols: unknown[] }[];
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** The demo market's stocks and indexes, found through the API rather than hard-coded. */
async function marketSymbols(): Promise<SymbolLite[]> {
  return getJson<SymbolLite[]>('/symbols/');
}

/** A stock one of whose top holders holds more than 5 other stocks. */
async function stockWithWideHolder(stocks: SymbolLite[]): Promise<{ stock: SymbolLite; holder: string; count: number }> {
  for (const stock of stocks) {
    const atlas = await getJson<AtlasLite>(`/symbols/${stock.symbol}/holders_atlas/?type=holders_atlas`);
    const wide = atlas.holders.find((h) => h.symbols.length > 5);
    if (wide) return { stock, holder: wide.name, count: wide.symbols.length };
  }
  throw new Error('no demo stock has a holder with more than 5 other stocks');
}

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

/** Waits until the K-line canvas has painted more than a blank one would (F2 draws asynchronously). */
async function waitForChart(page: Page): Promise<number> {
  const deadline = Date.now() + 15000;
  let painted = 0;
  while (Date.now() < deadline) {
    painted = await page.locator('.nav-chart canvas').evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0 || canvas.height === 0) return 0;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n += 1;
      return n;
    });
    if (painted > 500) return painted;
    await page.waitForTimeout(200);
  }
  return painted;
}

describe('market journeys', () => {
  it('opens a stock: quote, the five price levels, the K-line by week, holders and its sub-pages', async () => {
    const stock = (await marketSymbols()).find((s) => s.symbol_type === 1);
    if (!stock) throw new Error('no demo stock');
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/s/${stock.symbol}/`);
    await page.locator('.stock-detail .fd-name', { hasText: stock.abbr_name }).waitFor();
    expect(await page.locator('.sd-level').count()).toBe(10);
    expect(await page.locator('.sd-level-label').allTextContents()).toEqual(['卖5', '卖4', '卖3', '卖2', '卖1', '买1', '买2', '买3', '买4', '买5']);
    expect(await page.locator('.sd-figure-label', { hasText: '成交额' }).count()).toBe(1);
    await page.locator('.nav-chart canvas').waitFor();
    expect(await waitForChart(page)).toBeGreaterThan(500);
    await page.locator('.sd-holder').first().waitFor();
    expect(await page.locator('.sd-holder').count()).toBeGreaterThan(0);
    await screenshot(page, 'market-01-stock');

    await page.locator('.fd-period', { hasText: '周K' }).click();
    await page.locator('.fd-period-active', { hasText: '周K' }).waitFor();
    expect(await waitForChart(page)).toBeGreaterThan(500);
    await page.locator('.sd-links').scrollIntoViewIfNeeded();
    await screenshot(page, 'market-02-stock-week-links');
    await page.close();
  });

  it('opens an index: its level, valuation and the funds tracking it', async () => {
    const index = (await marketSymbols()).find((s) => s.symbol === 'SH000300') ?? (await marketSymbols()).find((s) => s.symbol_type === 5);
    if (!index) throw new Error('no demo index');
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/s/${index.symbol}/`);
    await page.locator('.index-detail .fd-name', { hasText: index.abbr_name }).waitFor();
    await page.locator('.sd-valuation .sd-figure-label', { hasText: 'PE百分位' }).waitFor();
    expect(await page.locator('.sd-level').count()).toBe(0);
    await page.locator('.nav-chart canvas').waitFor();
    expect(await waitForChart(page)).toBeGreaterThan(500);
    await screenshot(page, 'market-03-index');
    await page.locator('.sd-related .fund-row').first().waitFor();
    await page.locator('.sd-related').scrollIntoViewIfNeeded();
    await screenshot(page, 'market-04-index-funds');
    await page.close();
  });

  it('shows a holder with more than 5 other stocks as 4 plus 查看全部, and all after it', async () => {
    const { stock, holder, count } = await stockWithWideHolder((await marketSymbols()).filter((s) => s.symbol_type === 1));
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/s/${stock.symbol}/`);
    await page.locator('.sd-link', { hasText: '股东图谱' }).click();
    await page.locator('.atlas-group').first().waitFor();
    expect(page.url()).toContain('type=holders_atlas');
    const group = page.locator('.atlas-group', { has: page.locator('.atlas-holder', { hasText: holder }) }).first();
    expect(await group.locator('.atlas-symbol').count()).toBe(4);
    expect(await group.locator('.atlas-view-all').textContent()).toBe('查看全部');
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'market-05-holders-atlas');
    await group.locator('.atlas-view-all').click();
    expect(await group.locator('.atlas-symbol').count()).toBe(count);
    expect(await group.locator('.atlas-view-all').count()).toBe(0);
    await screenshot(page, 'market-06-holders-atlas-all');
    await page.close();
  });
});
