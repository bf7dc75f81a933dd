// Debian's Chromium driven by playwright-core; screenshots go to artifacts/e2e (gitignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type LaunchOptions, type Page, type PageScreenshotOptions } from 'playwright-core';
import CHROMIUM from './chromium.json';
import { keepTrail } from './page-trail';

export const ARTIFACTS = path.resolve(__dirname, '../../artifacts/e2e');

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through tests/e2e/jest.config.js');
  return url;
}

/** How Chromium starts (global-setup.mjs starts the run's shared one the same way). */
export const LAUNCH: LaunchOptions = { executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath, args: CHROMIUM.args, headless: true };

/**
 * The run's Chromium (global-setup.mjs starts one for all files: a start costs about 2 s on two cores), or
 * one of its own outside jest. Closing what this answers closes the file's contexts; the shared one lives on.
 */
export async function launch(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(LAUNCH);
}

/** What the browser refused under the server's Content-Security-Policy, on any page opened here. */
export const cspViolations: string[] = [];

/** A phone-sized page, as our users see the H5 site. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  // Every page of the context (a second one a journey opens too) keeps its API trail for a failure's report.
  context.on('page', keepTrail);
  const page = await context.newPage();
  keepTrail(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, ...SHOT });
  return file;
}

/**
 * The visible screen at CSS size: a PNG at the phone's device scale took two to three times as long (about
 * 300 ms against 120 ms each on two busy cores, some 330 a run) and shows nothing more that a reader needs.
 */
export const SHOT: PageScreenshotOptions = { fullPage: false, scale: 'css' };

/**
 * Counts the page's requests in flight, so that a test can wait for "nothing more is coming" (a second call,
 * a chart's data) by a condition: no request open and none started or ended for a short while.
 */
export function watchRequests(page: Page): { quiet: (quietMs?: number, timeoutMs?: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet(quietMs = 120, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(20);
    },
  };
}
