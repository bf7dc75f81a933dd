// The main pages an investor reads most (issue 24, B8), each with what shows it has rendered; the layout checks
// (large text, touch targets) visit them logged in, at 390 px.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage } from './browser';
import { newInvestor, storeToken } from './investor';

export interface MainPage {
  name: string;
  url: string;
  /** A selector that appears once the page's own content is in. */
  ready: string;
}

export const MAIN_PAGES: readonly MainPage[] = [
  { name: 'home', url: '/', ready: '.home-fund' },
  { name: 'fund-detail', url: '/s/000001/', ready: '.fd-trade-button' },
  { name: 'fund-list', url: '/symbols/funds/', ready: '.funds-page .fund-row' },
  { name: 'buy', url: '/s/000001/buy/', ready: '.buy-submit' },
  { name: 'my-assets', url: '/accounts/my_assets/', ready: '.my-assets-block' },
];

/** Opens a main page and waits for its content; my assets' first-visit guide is dismissed. */
export async function openMainPage(page: Page, target: MainPage): Promise<void> {
  await page.goto(`${baseUrl()}${target.url}`);
  await page.locator(target.ready).first().waitFor({ timeout: 30000 });
  const guide = page.locator('.guide-overlay');
  if (await guide.isVisible()) await guide.click();
  await guide.waitFor({ state: 'hidden' });
  // Let late parts (a chart, a second call) settle before measuring.
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** One logged-in phone page for a file's checks: opened before its tests, closed after; call the answer inside a test. */
export function investorPhone(): () => Page {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    const investor = await newInvestor();
    page = await phonePage(browser);
    await storeToken(page.context(), investor.token);
  }, 60000);
  afterAll(async () => {
    await page.context().close();
    await browser.close();
  });
  return () => page;
}
