// 开启到账提醒 on the web (issue 24, B3): a browser has no subscribe messages, so the money calendar's button
// says they are for the mini programs and records no consent.
import type { Browser } from 'playwright-core';
import { INSIGHT_URLS, SUBSCRIBE_TEXTS } from '@fund/core/assets';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { newInvestor, storeToken } from './investor';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
}, 60000);

afterAll(async () => {
  await browser.close();
});

it('explains on H5 that reminders are a mini-program feature, and posts no consent', async () => {
  const investor = await newInvestor();
  const page = await phonePage(browser);
  await storeToken(page.context(), investor.token);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/insights/subscribe_messages/')) posts.push(request.url());
  });
  await page.goto(`${baseUrl()}${INSIGHT_URLS.moneyCalendar}`);
  const button = page.getByText(SUBSCRIBE_TEXTS.ask);
  await button.waitFor({ timeout: 30000 });
  await button.click();
  await page.getByText(SUBSCRIBE_TEXTS.unsupported).waitFor({ timeout: 10000 });
  await screenshot(page, 'subscribe-reminder-h5');
  expect(posts).toEqual([]);
  await page.context().close();
}, 90000);
