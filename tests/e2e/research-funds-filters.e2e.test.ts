import type { Browser, Page, Request } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

interface RowLite {
  symbol: string;
  abbr_name: string;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Waits until a newly opened page has slid fully into view (H5 animates page transitions). */
async function settled(page: Page, selector: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const box = await page.locator(selector).first().boundingBox();
    if (box !== null && Math.abs(box.x) < 1) return;
    await page.waitForTimeout(100);
  }
}

/** The fund codes of the visible list rows. */
async function visibleCodes(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} .fund-row-code`).allTextContents();
}

/** How many pixels of the chart canvas have been painted, polled until F2 has drawn. */
async function waitForChart(page: Page, scope: string): Promise<number> {
  const deadline = Date.now() + 10000;
  let painted = 0;
  while (Date.now() < deadline) {
    painted = await page.locator(`${scope} .nav-chart canvas`).evaluate((el) => {
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

const listRequest = (predicate: (q: URLSearchParams) => boolean) => (req: Request) => {
  const url = new URL(req.url());
  return url.pathname === '/api/v1/symbols/funds/' && predicate(url.searchParams);
};

describe('funds tab filters and fund comparison', () => {
  it('a filter on the funds tab changes the list to funds of that type and company', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/symbols/funds/`);
    await page.locator('.funds-page .fund-row').first().waitFor();
    const before = await visibleCodes(page, '.funds-page');
    expect(before.length).toBeGreaterThan(0);

    // The bond tab: the request carries type=302 ranked by the month, and every row is a bond fund.
    const bondRequest = page.waitForRequest(listRequest((q) => q.get('type') === '302'));
    await page.locator('.funds-tab', { hasText: '债券型' }).click();
    const sent = new URL((await bondRequest).url()).searchParams;
    expect(sent.get('sort')).toBe('-percent_month');
    expect(sent.get('allow_trade')).toBe('1');
    const bonds = await getJson<{ results: RowLite[] }>('/symbols/funds/?type=302&allow_trade=1&sort=-percent_month&page=1&page_size=100');
    const bondCodes = new Set(bonds.results.map((f) => f.symbol));
    await page.waitForFunction(
      (expected) => {
        const codes = Array.from(document.querySelectorAll('.funds-page .fund-row-code')).map((e) => e.textContent ?? '');
        return codes.length > 0 && codes.every((c) => expected.includes(c));
      },
      [...bondCodes],
    );
    const after = await visibleCodes(page, '.funds-page');
    expect(after).not.toEqual(before);
    expect(after.every((c) => bondCodes.has(c))).toBe(true);
    expect(await page.locator('.funds-header-sort').textContent()).toBe('近1月 ▾');
    await screenshot(page, 'research-funds-filters-01-bond-tab');

    // A fund company: the request carries its company_id and the rows are that company's bond funds.
    await page.locator('.funds-filter-chip', { hasText: '全部公司' }).click();
    const option = page.locator('.funds-company-option').nth(1);
    await option.waitFor();
    const companyName = (await option.textContent()) ?? '';
    const companyRequest = page.waitForRequest(listRequest((q) => q.has('company_id') && q.get('type') === '302'));
    await option.click();
    const companyId = new URL((await companyRequest).url()).searchParams.get('company_id');
    expect(companyId).toMatch(/^\d+$/);
    const companyFunds = await getJson<{ results: RowLite[] }>(`/symbols/funds/?type=302&allow_trade=1&sort=-percent_month&company_id=${companyId}&page=1&page_size=100`);
    const expected = companyFunds.results.map((f) => f.symbol);
    if (expected.length === 0) await page.locator('.funds-page .status-empty').waitFor();
    else await page.waitForFunction((codes) => Array.from(document.querySelectorAll('.funds-page .fund-row-code')).map((e) => e.textContent).join() === codes.join(), expected);
    expect(await page.locator('.funds-filter-chip', { hasText: companyName }).count()).toBe(1);
    await screenshot(page, 'research-funds-filters-02-company');
    await page.close();
  });

  it('compares two funds added from their pages and opens the NAV comparison with a painted chart', async () => {
    const funds = await getJson<{ results: RowLite[] }>('/symbols/funds/?type=301&allow_trade=1&page=1&page_size=2');
    const [a, b] = funds.results;
    if (!a || !b) throw new Error('the demo market has fewer than two mixed funds');
    const page = await phonePage(browser);

    for (const fund of [a, b]) {
      await page.goto(`${baseUrl()}/s/${fund.symbol}/`);
      await page.locator('.fund-detail-page .fd-name').waitFor();
      // Five same-type and five hot-traded funds under the fund.
      await page.locator('.rf-same-type .rf-row').first().waitFor();
      expect(await page.locator('.rf-same-type .rf-row').count()).toBe(5);
      await page.locator('.rf-hot .rf-row').first().waitFor();
      expect(await page.locator('.rf-hot .rf-row').count()).toBe(5);
      await page.locator('.rf-compare-link').click();
      await page.locator('.compare-page .compare-row', { hasText: fund.abbr_name }).waitFor();
    }
    await settled(page, '.compare-page');
    expect(await page.locator('.compare-page .compare-tick-on').count()).toBe(2);
    await screenshot(page, 'research-funds-filters-03-compare');

    await page.locator('.compare-start').click();
    await page.locator('.comparison-page .comparison-fund').first().waitFor();
    expect(page.url()).toContain(`symbolA=${b.symbol}`);
    expect(page.url()).toContain(`symbolB=${a.symbol}`);
    expect(await page.locator('.comparison-page .comparison-fund').count()).toBe(2);
    await page.locator('.comparison-page .nav-chart canvas').waitFor();
    expect(await waitForChart(page, '.comparison-page')).toBeGreaterThan(500);
    await settled(page, '.comparison-page');
    await screenshot(page, 'research-funds-filters-04-comparison');
    await page.close();
  });
});
