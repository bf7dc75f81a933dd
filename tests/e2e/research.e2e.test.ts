import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { pausedFund, subscribingFund } from './research-funds';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

/** Waits until a newly opened page has slid fully into view (H5 animates page transitions). */
async function settled(page: Page, selector: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const box = await page.locator(selector).first().boundingBox();
    if (box !== null && Math.abs(box.x) < 1) return;
    await page.waitForTimeout(100);
  }
}

/** Waits until the chart has painted more than a blank canvas would (its code arrives in a chunk after the page). */
async function waitForChart(page: Page): Promise<number> {
  const deadline = Date.now() + 10000;
  let painted = 0;
  while (Date.now() < deadline) {
    painted = await paintedPixels(page);
    if (painted > 500) return painted;
    await page.waitForTimeout(200);
  }
  return painted;
}

/** How many pixels of the NAV chart canvas have been painted. */
async function paintedPixels(page: Page): Promise<number> {
  return page.locator('.nav-chart canvas').evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0 || canvas.height === 0) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted += 1;
    return painted;
  });
}

describe('research journeys', () => {
  it('a guest lands on home, searches a fund by its code, opens it and sees the NAV chart', async () => {
    const page = await phonePage(browser);
    await page.goto(baseUrl() + '/');
    await page.locator('.home-index-cell').first().waitFor();
    await page.locator('.home-fund').first().waitFor();
    expect(await page.locator('.home-fund').count()).toBe(2);
    // The funds headline feed: 10 items.
    await page.locator('.home-headline').first().waitFor();
    expect(await page.locator('.home-headline').count()).toBe(10);
    await screenshot(page, 'research-01-home');

    const code = (await page.locator('.home-fund-code').first().textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('.home-search').click();
    await page.locator('.search-page').waitFor();
    await page.locator('.search-input input').fill(code);
    await page.locator('.search-submit').click();
    const result = page.locator('.search-fund', { hasText: code });
    await result.waitFor();
    await settled(page, '.search-page');
    await screenshot(page, 'research-02-search');

    await result.click();
    await page.locator('.fund-detail-page .fd-name').waitFor();
    expect(page.url()).toContain(`/s/${code}/`);
    await page.locator('.nav-chart canvas').waitFor();
    expect(await waitForChart(page)).toBeGreaterThan(500);
    expect(await page.locator('.fd-performance-cell').count()).toBe(5);
    await screenshot(page, 'research-03-fund-detail');

    // Another period redraws the chart from the same history.
    await page.locator('.fd-period', { hasText: '1年' }).click();
    expect(await waitForChart(page)).toBeGreaterThan(500);
  });

  it('a fund in its subscription period counts down to the end and offers 认购', async () => {
    const fund = await subscribingFund();
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/s/${fund.symbol}/`);
    await page.locator('.fd-countdown').waitFor();
    expect(await page.locator('.fd-countdown-caption').textContent()).toBe('距认购结束');
    expect(await page.locator('.fd-countdown-time').textContent()).toMatch(/\d{2}时\d{2}分\d{2}秒$/);
    expect((await page.locator('.fd-trade-buy').textContent())?.trim()).toBe('认购');
    await screenshot(page, 'research-04-subscription');
  });

  it('a paused fund shows 暂停买入 and its buy button does nothing', async () => {
    const fund = await pausedFund();
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/s/${fund.symbol}/`);
    await page.locator('.fd-trade-buy').waitFor();
    expect((await page.locator('.fd-trade-buy').textContent())?.trim()).toBe('暂停买入');
    await page.locator('.fd-trade-buy').click({ force: true });
    await page.waitForTimeout(300);
    expect(page.url()).toContain(`/s/${fund.symbol}/`);
    await screenshot(page, 'research-05-paused');
  });

  it('a guest browses indexes to a tracking fund, and managers to a manager', async () => {
    const page = await phonePage(browser);
    await page.goto(baseUrl() + '/');
    await page.locator('.home-shortcut', { hasText: '更多指数' }).click();
    await page.locator('.indexes-page .index-card').first().waitFor();
    await page.locator('.indexes-page .index-card').first().click();
    await page.locator('.index-detail-page .fund-row').first().waitFor();
    await settled(page, '.index-detail-page');
    await screenshot(page, 'research-06-index-detail');
    await page.locator('.index-detail-page .fund-row').first().click();
    await page.locator('.fund-detail-page .fd-name').waitFor();

    await page.goto(baseUrl() + '/symbols/funds/managers/');
    await page.locator('.manager-row').first().waitFor();
    const name = (await page.locator('.manager-row-name').first().textContent()) ?? '';
    await page.locator('.manager-row').first().click();
    await page.locator('.manager-detail-page .md-name').waitFor();
    expect(await page.locator('.md-name').textContent()).toBe(name);
    expect(await page.locator('.md-skill').count()).toBe(9);
    await settled(page, '.manager-detail-page');
    await screenshot(page, 'research-07-manager');
  });

  it('a guest opens a headline from home and reads it', async () => {
    const page = await phonePage(browser);
    await page.goto(baseUrl() + '/');
    const headline = page.locator('.home-headline-title').first();
    await headline.waitFor();
    const title = (await headline.textContent()) ?? '';
    await headline.click();
    await page.locator('.status-detail-page .status-title').waitFor();
    expect(await page.locator('.status-title').textContent()).toBe(title);
    expect(await page.locator('.status-paragraph').count()).toBeGreaterThan(0);
    await settled(page, '.status-detail-page');
    await screenshot(page, 'research-08-headline');
  });
});
