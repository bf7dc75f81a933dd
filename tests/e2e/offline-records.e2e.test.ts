// Reading trade records offline (issue 24, B7): after a visit, an investor who loses the network and enters
// 交易记录 again from 我的 sees the records of that visit, stamped "截至" the time they were read, and is told
// that nothing can be submitted. (The refused buy is offline-reading.e2e.test.ts's.)
import type { Browser } from 'playwright-core';
import { LAST_KNOWN_TEXTS } from '@fund/core/storage';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { newInvestor, storeToken, type Investor } from './investor';
import { plannableFund, type FundIntro } from './plannable-fund';

let browser: Browser;
let api: Investor;
let fund: FundIntro;

beforeAll(async () => {
  browser = await launch();
  api = await newInvestor();
  fund = await plannableFund();
  await api.post('/funds/buy/', { fund_id: fund.id, bank_card_id: api.bankCardId, amount: '1000.00', password: api.tradePassword, confirm_risk: true }, true);
}, 120000);

afterAll(async () => {
  await browser.close();
});

it('shows the records of the last visit, stamped, when 交易记录 is entered again offline', async () => {
  const page = await phonePage(browser);
  const context = page.context();
  await storeToken(context, api.token);
  await page.goto(`${baseUrl()}/accounts/funds/trades/`);
  const record = page.locator('.trade-records-page .trade-record-row', { hasText: fund.abbr_name });
  await record.first().waitFor({ timeout: 30000 });
  const onlineTitles = await page.locator('.trade-records-page .trade-record-title').allInnerTexts();

  await page.goto(`${baseUrl()}/accounts/mine/`);
  await page.locator('.mine-entry-trades').waitFor({ timeout: 30000 });
  await context.setOffline(true);
  await page.locator('.mine-entry-trades').click();
  const records = page.locator('.trade-records-page').last();
  await records.locator('.offline-banner').waitFor({ timeout: 30000 });
  expect(await records.locator('.offline-banner-stamp').innerText()).toMatch(/^网络不可用，显示截至\d{4}-\d{2}-\d{2} \d{2}:\d{2}的数据$/);
  await records.getByText(LAST_KNOWN_TEXTS.noSubmit).waitFor();
  await expect(records.locator('.trade-record-title').allInnerTexts()).resolves.toEqual(onlineTitles);
  await page.waitForFunction(() => {
    const pages = document.querySelectorAll('.trade-records-page');
    return pages[pages.length - 1]?.getBoundingClientRect().left === 0;
  });
  await screenshot(page, 'offline-03-records');
  await context.setOffline(false);
  await context.close();
}, 120000);
