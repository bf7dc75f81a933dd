// Issue 21: every spec route opened with ids no record has (/s/999999/, /p/999999/, /accounts/funds/trades/999999/,
// ...) says what is wrong and offers a way on that works; no screen stays blank or loading. The list comes from
// core's route table, so a route added later is swept too.
import type { Browser, Page } from 'playwright-core';
import { ROUTES, matchUrl } from '@fund/core/navigation';
import { baseUrl, launch, phonePage } from './browser';
import { newInvestor, storeToken } from './investor';

const MISSING = '999999';
const WITH_IDS = ROUTES.filter((route) => route.pattern.includes('{'));
// A failure with a way on (ErrorView for a 404) or the dead-end page (a route whose page is not built yet).
const HOME = '.status-home, .not-found-home';
const SEARCH = '.status-search, .not-found-search-button';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const api = await newInvestor();
  browser = await launch();
  page = await phonePage(browser);
  // Logged in: a login-only route must show its own answer for the missing record, not the login page.
  await storeToken(page.context(), api.token);
}, 60000);

afterAll(async () => {
  await browser?.close();
});

/** The top page's message and which ways on it offers (counted inside the top .taro_page only). */
async function topScreen(p: Page): Promise<{ id: string; text: string; home: number; search: number }> {
  return p.evaluate(
    ([home, search]) => {
      const pages = document.querySelectorAll('.taro_page');
      const top = pages[pages.length - 1];
      return {
        id: top?.id ?? '',
        text: (top?.querySelector('.status-error-text, .not-found-title')?.textContent ?? '').trim(),
        home: top?.querySelectorAll(home ?? '').length ?? 0,
        search: top?.querySelectorAll(search ?? '').length ?? 0,
      };
    },
    [HOME, SEARCH],
  );
}

describe('a spec route with a missing id', () => {
  it('covers every route with a path param', () => {
    expect(WITH_IDS.length).toBeGreaterThan(50);
  });

  it.each(WITH_IDS.map((route, i) => [route.pattern.replace(/\{\w+\}/g, MISSING), route.page, i] as const))(
    '%s says what is missing and offers a way on',
    async (url, pagePath, i) => {
      await page.goto(baseUrl() + url, { waitUntil: 'domcontentloaded' });
      const top = page.locator('.taro_page').last();
      // Settled once the top page offers a way on; if it never does, the expectation below says what it shows.
      await top.locator(`${HOME}, ${SEARCH}`).first().waitFor({ timeout: 15000 }).catch(() => undefined);
      const screen = await topScreen(page);
      const shown = matchUrl(screen.id.split('?')[0] ?? '')?.route.page ?? screen.id.split('?')[0];
      expect({ url, shown: shown === pagePath || shown === '/pages/not-found/index' ? 'its page' : shown, says: screen.text !== '', home: screen.home, search: screen.search }).toEqual({
        url,
        shown: 'its page',
        says: true,
        home: 1,
        search: 1,
      });
      // Alternate the way on; each lands where it says.
      if (i % 2 === 0) {
        await top.locator(HOME).first().click();
        await page.locator('.home-page').waitFor({ timeout: 15000 });
      } else {
        await top.locator(SEARCH).first().click();
        await page.locator('.search-page').waitFor({ timeout: 15000 });
      }
    },
    30000,
  );
});
