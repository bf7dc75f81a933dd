// Issue 21: every spec route with a path parameter, opened by a logged-in user with a record that does not
// exist (/s/999999/, /p/999999/, /accounts/funds/trades/999999/, …), says in words what is missing and offers a
// way on that works — never a blank screen, an endless 数据加载中, or a 重试 that can never succeed. The routes
// come from core's route table, so a route added later is swept too.
import type { Browser, Page } from 'playwright-core';
import { ROUTES, type RouteDef } from '@fund/core/navigation';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { newInvestor, storeToken, type Investor } from './investor';

/** An id, symbol, fund type or tool no record answers to. */
const MISSING = '999999';
const WITH_PARAMS = ROUTES.filter((route) => route.pattern.includes('{'));
const SETTLE_MS = 20000;

let browser: Browser;
let page: Page;
let investor: Investor;

beforeAll(async () => {
  investor = await newInvestor();
  browser = await launch();
  page = await phonePage(browser);
  await storeToken(page.context(), investor.token);
}, 120000);

afterAll(async () => {
  await browser?.close();
});

/**
 * The route with every param naming nothing, and the query its page needs before it asks the server (a
 * proposal needs the card and the amount): so the screen shows the server's 404, not a missing query.
 */
function missingAddress(route: RouteDef): string {
  const path = route.pattern.replace(/\{\w+\}/g, MISSING);
  const query = new URLSearchParams();
  for (const name of route.query) {
    if (/card/i.test(name)) query.set(name, String(investor.bankCardId));
    else if (name === 'amount') query.set(name, '1000.00');
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Waits until the screen shows no loading view (a part still loading after the failure would spin for good). */
async function settled(p: Page): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  while ((await p.locator('.status-loading:visible').count()) > 0) {
    if (Date.now() > until) throw new Error(`still 数据加载中 after ${SETTLE_MS} ms on ${p.url()}`);
    await p.waitForTimeout(250);
  }
}

describe('a logged-in user on a record that does not exist', () => {
  it('sweeps every route of the table with a path parameter', () => {
    expect(WITH_PARAMS.length).toBeGreaterThan(60);
  });

  // Half the routes leave by 返回首页, the other half by 搜索: both ways on are exercised across the table.
  it.each(WITH_PARAMS.map((route, i) => [route.pattern, route, i % 2 === 0 ? 'home' : 'search'] as const))(
    '%s says what is missing and offers a way on',
    async (_pattern, route, way) => {
      const address = missingAddress(route);
      await page.goto(baseUrl() + address);
      const failure = page.locator('.status-error:visible').first();
      await failure.waitFor({ timeout: SETTLE_MS });
      await settled(page);
      const words = (await failure.locator('.status-error-text').innerText()).trim();
      const screenText = await page.locator('body').innerText();
      const retries = await page.locator('.status-retry:visible').count();
      if (!/不存在/.test(words) || retries > 0 || screenText.includes('重试')) await screenshot(page, `missing-records-${route.page.replace(/\//g, '-')}`);
      expect({ address, words, retries, saysRetry: screenText.includes('重试') }).toEqual({ address, words: expect.stringMatching(/不存在/), retries: 0, saysRetry: false });

      await failure.locator(way === 'home' ? '.status-home' : '.status-search').click();
      await page.locator(way === 'home' ? '.home-page' : '.search-page').waitFor({ timeout: SETTLE_MS });
    },
    60000,
  );
});
