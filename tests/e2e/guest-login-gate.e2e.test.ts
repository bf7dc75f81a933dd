// Issue 21: a guest who opens a login-only route of core's route table (a copied link, an old message) lands
// on login with next set to that address; after logging in, the user is back on it.
import type { Browser, Page } from 'playwright-core';
import { LOGIN_PATH, ROUTES, matchUrl } from '@fund/core/navigation';
import { baseUrl, launch, phonePage } from './browser';
import { newInvestor } from './investor';

const LOGIN_ONLY = ROUTES.filter((route) => route.auth === 'login');
// The gate is one function over core's table (tests/app/login-gate checks every route of it): here Chromium
// opens the first route of each area from the address bar, each a full boot of the app (half a CPU-second).
const FIRST_OF_AREA = LOGIN_ONLY.filter((route, i) => LOGIN_ONLY.findIndex((other) => other.area === route.area) === i);
/** The address a guest opens: ids filled with a plain number (the gate must act before any record is read). */
const addressOf = (pattern: string) => pattern.replace(/\{\w+\}/g, '1');
// The return trip, for a sample spread over the table (each is a new investor and a login through the form; the
// login page's use of next is one code path, checked over many addresses in core's login-redirect test).
const RETURN_TRIP = LOGIN_ONLY.filter((route) => !route.pattern.includes('{') && !route.tab).filter((_, i) => i % 12 === 0);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
}, 60000);

afterAll(async () => {
  await browser?.close();
});

/** The page a guest opened shows login, and next is the address opened. */
async function expectLogin(address: string): Promise<void> {
  await page.locator('.login-page').waitFor({ timeout: 15000 });
  const url = new URL(page.url());
  expect({ path: url.pathname, next: url.searchParams.get('next') }).toEqual({ path: LOGIN_PATH, next: address });
}

describe('a guest on a login-only route', () => {
  it('samples every area of the login-only routes', () => {
    expect(LOGIN_ONLY.length).toBeGreaterThan(50);
    expect(FIRST_OF_AREA.length).toBeGreaterThan(8);
    expect(RETURN_TRIP.length).toBeGreaterThan(3);
  });

  it.each(FIRST_OF_AREA.map((route) => addressOf(route.pattern)))('%s lands on login with next set', async (address) => {
    await page.goto(baseUrl() + address, { waitUntil: 'domcontentloaded' });
    await expectLogin(address);
  });

  it.each(RETURN_TRIP.map((route) => [route.pattern, route.page] as const))('%s: after logging in the user is back on it', async (address, pagePath) => {
    const investor = await newInvestor();
    const guest = await phonePage(browser);
    try {
      await guest.goto(baseUrl() + address, { waitUntil: 'domcontentloaded' });
      await guest.locator('.login-page').waitFor({ timeout: 15000 });
      await guest.locator('[data-field="mobile"] input').fill(investor.mobile);
      await guest.locator('[data-field="password"] input').fill(investor.password);
      await guest.locator('.login-submit').click();
      await guest.waitForURL((url) => url.pathname !== LOGIN_PATH, { timeout: 20000 });
      const url = new URL(guest.url());
      expect({ address: url.pathname + url.search, page: matchUrl(url.pathname)?.route.page }).toEqual({ address, page: pagePath });
    } finally {
      await guest.context().close();
    }
  }, 45000);
});
