// Issue 9: a 10,000-row following list scrolls to its end while the page keeps only a window of rows.
import type { Browser, Page, Route } from 'playwright-core';
import { SymbolType } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { newInvestor, publicGet, storeToken } from './investor';

const TOTAL = 10000;
/** Rows the DOM may hold at once: a phone screen's worth plus the overscan, far below the list's length. */
const MAX_ROWS = 60;
const FOLLOWING_CALL = /\/api\/v1\/symbols\/following\/(\?|$)/;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

function symbolOf(i: number): string {
  return `9${String(i).padStart(5, '0')}`;
}

/** The answer of GET /symbols/following/ (a page of fund rows), with TOTAL rows cloned from a real one. */
function followingAnswer(template: Wire.FundRow): Wire.Page<Wire.FundRow> {
  const results = Array.from({ length: TOTAL }, (_, i) => ({ ...template, id: 100000 + i, symbol: symbolOf(i), code: symbolOf(i), abbr_name: `关注基金${i + 1}号` }));
  return { current_page: 1, total_page: 1, total_count: TOTAL, results };
}

async function rowCount(page: Page): Promise<number> {
  return page.locator('.following-row').count();
}

describe('virtual following list', () => {
  it('a 10,000-row following list scrolls to its last row with the DOM row count bounded', async () => {
    const api = await newInvestor();
    const template = (await publicGet<Wire.Page<Wire.FundRow>>('/symbols/funds/?page_size=1')).results[0];
    if (!template) throw new Error('the demo market has no fund');
    const body = JSON.stringify(followingAnswer(template));

    const page = await phonePage(browser);
    await storeToken(page.context(), api.token);
    const asked: string[] = [];
    await page.route(FOLLOWING_CALL, async (route: Route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    });

    await page.goto(`${baseUrl()}/symbols/following/funds`);
    await page.locator('.following-row').first().waitFor();
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0] ?? '').searchParams.get('symbol_type')).toBe(String(SymbolType.Fund));
    await expect(page.locator('.following-title').first().textContent()).resolves.toBe('关注基金1号');
    const counts = [await rowCount(page)];
    await screenshot(page, 'virtual-list-01-top');

    const list = page.locator('.following-page .virtual-list').first();
    const { scrollHeight, clientHeight } = await list.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    // The spacers make the list as tall as all its rows, though only a few are in the page.
    expect(scrollHeight).toBeGreaterThan(TOTAL * 10);
    const steps = 25;
    for (let i = 1; i <= steps; i += 1) {
      await list.evaluate((el, top) => {
        el.scrollTop = top;
      }, Math.round(((scrollHeight - clientHeight) * i) / steps));
      await page.waitForTimeout(80);
      counts.push(await rowCount(page));
    }
    const last = page.locator('.following-row', { hasText: symbolOf(TOTAL - 1) });
    await last.waitFor();
    await expect(last.isVisible()).resolves.toBe(true);
    const box = await last.boundingBox();
    const viewport = page.viewportSize();
    expect(box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height + 1).toBe(true);
    await expect(page.locator('.following-row', { hasText: symbolOf(0) }).count()).resolves.toBe(0);
    counts.push(await rowCount(page));
    await screenshot(page, 'virtual-list-02-bottom');

    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThan(MAX_ROWS);
  });
});
