// Issue 21: an address no page answers never shows a blank screen; it says so and offers a way on.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';

// Mistyped, stale and invented addresses a user might follow from an old link or a message.
const MADE_UP = [
  '/no/such/page/',
  '/nosuchpage',
  '/s/',
  '/accounts/nope/',
  '/symbols/funds/nope/extra/deep/',
  '/p/abc/def/ghi/',
  '/pages/unknown/index',
  '/accounts/login/index/extra',
  '/trade/',
  '/foo.bar/',
  '/%E4%B8%AD%E6%96%87/',
  '/promotion/',
  '/store/nothing/here/',
  '/research/none/index',
  '/index/index/index',
  '/a/b/c/d/e/f/',
  '/help/',
  '/about/us/',
  '/symbols/funds/managers/x/y/z/',
  '/accounts/funds/trades/abc/def/',
];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
});

afterAll(async () => {
  await browser.close();
});

describe('made-up addresses', () => {
  it.each(MADE_UP)('%s says the page does not exist and goes home', async (address) => {
    await page.goto(baseUrl() + address);
    await page.locator('.not-found-title').waitFor({ timeout: 20000 });
    expect(await page.locator('.not-found-title').innerText()).toBe('页面不存在');
    await page.locator('.not-found-home').click();
    await page.locator('.home-page').waitFor({ timeout: 20000 });
  });

  it('offers search from the dead-end page', async () => {
    await page.goto(baseUrl() + '/no/such/page/');
    await page.locator('.not-found-search-button').waitFor({ timeout: 20000 });
    await screenshot(page, 'dead-ends-01-not-found');
    await page.locator('.not-found-search-button').click();
    await page.locator('.search-page').waitFor({ timeout: 20000 });
  });
});
