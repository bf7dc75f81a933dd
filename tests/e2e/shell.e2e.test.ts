import type { Browser } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

describe('app shell', () => {
  it('opens the home page and switches between the three tabs', async () => {
    const page = await phonePage(browser);
    await page.goto(baseUrl() + '/');
    await page.locator('.home-page').waitFor();
    await screenshot(page, 'shell-01-home');

    await page.locator('.taro-tabbar__tabbar').getByText('基金', { exact: true }).click();
    await page.locator('.funds-page').waitFor();
    expect(page.url()).toContain('/symbols/funds/');
    // The demo market's tradable funds, ranked by the year.
    await page.locator('.fund-row').first().waitFor();
    // A phone screen of rows first, the rest of the page's 20 when the main thread is idle.
    await page.locator('.fund-row').nth(19).waitFor();
    expect(await page.locator('.fund-row').count()).toBe(20);
    await screenshot(page, 'shell-02-funds');

    // 我的 is for signed-in users: a guest is sent to login, which will bring them back.
    await page.locator('.taro-tabbar__tabbar').getByText('我的', { exact: true }).click();
    await page.locator('.login-page').waitFor();
    expect(decodeURIComponent(page.url())).toContain('next=/accounts/mine/');
    await screenshot(page, 'shell-03-mine-guest-login');

    // Back would land on 我的 again, which sends a guest to login once more: open home afresh instead.
    await page.goto(baseUrl() + '/');
    await page.locator('.home-page').waitFor();
    await page.locator('.taro-tabbar__tabbar').getByText('基金', { exact: true }).click();
    await page.locator('.funds-page').waitFor();
  });

  it('sizes the root font by the screen width in CSS, with no script reading layout', async () => {
    const page = await phonePage(browser);
    await page.goto(baseUrl() + '/');
    await page.locator('.home-page').waitFor();
    const root = () => page.evaluate(() => ({ computed: getComputedStyle(document.documentElement).fontSize, inline: document.documentElement.style.fontSize }));
    // The design's 40px rem at 750 wide, scaled to the screen: 390 × 40 / 750 = 20.8 px, set by no script.
    expect(await root()).toEqual({ computed: '20.8px', inline: '' });
    // Turning a phone or resizing a window follows at once, between Taro's bounds of 20 and 40 px.
    await page.setViewportSize({ width: 600, height: 844 });
    expect((await root()).computed).toBe('32px');
    await page.setViewportSize({ width: 320, height: 640 });
    expect((await root()).computed).toBe('20px');
    await page.setViewportSize({ width: 1200, height: 800 });
    expect((await root()).computed).toBe('40px');
    await page.context().close();
  });

  it('answers the health check and unknown API paths in JSON', async () => {
    const health = await fetch(baseUrl() + '/api/v1/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const missing = await fetch(baseUrl() + '/api/v1/no/such/call/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(await missing.json()).toHaveProperty('errors');
  });
});
