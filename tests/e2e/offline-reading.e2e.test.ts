// Reading offline (issue 24, B7): after a visit, a lost network still shows the investor's holdings and totals
// as last read, stamped with the time, and says that nothing can be submitted; a buy tried offline is refused
// with the network's words and places nothing.
import type { Browser } from 'playwright-core';
import { FAILURE_TEXTS } from '@fund/core/api';
import { LAST_KNOWN_TEXTS } from '@fund/core/storage';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceUntil, newInvestor, storeToken, type Investor } from './investor';
import { plannableFund, type FundIntro } from './plannable-fund';

let browser: Browser;
let api: Investor;
let fund: FundIntro;

const heldCount = async () => (await api.get<{ total_count: number }>('/funds/fund/mine/?page=1&page_size=20')).total_count;
const tradeCount = async () => (await api.get<{ total_count: number }>('/funds/trades/?page_size=10')).total_count;

beforeAll(async () => {
  browser = await launch();
  api = await newInvestor();
  fund = await plannableFund();
  await api.post('/funds/buy/', { fund_id: fund.id, bank_card_id: api.bankCardId, amount: '1000.00', password: api.tradePassword, confirm_risk: true }, true);
  // The clock is shared with other journeys: move it until the buy is confirmed into a holding.
  if (!(await advanceUntil(api, async () => (await heldCount()) > 0))) throw new Error('the buy was never confirmed');
}, 180000);

afterAll(async () => {
  await browser.close();
});

it('shows the last holdings and totals stamped when the network is gone, and refuses a buy', async () => {
  const assets = await phonePage(browser);
  const context = assets.context();
  await storeToken(context, api.token);
  await assets.goto(`${baseUrl()}/accounts/my_assets/`);
  await assets.locator('.guide-overlay').waitFor();
  await assets.getByText('我知道了').click();
  await assets.locator('.my-assets-block-funds').click();
  await assets.locator('.holdings-page').getByText(fund.abbr_name).waitFor();
  await assets.goBack();
  await assets.locator('.my-assets-page').waitFor();

  // A buy form filled while online, submitted after the network is gone.
  const buy = await context.newPage();
  await buy.goto(`${baseUrl()}/s/${fund.symbol}/buy/?amount=100`);
  await buy.getByText(/^预计\d{4}-\d{2}-\d{2}确认份额$/).waitFor({ timeout: 30000 });
  const tradesBefore = await tradeCount();

  await context.setOffline(true);
  await assets.bringToFront();
  await assets.locator('.my-assets-block-funds').click();
  const holdings = assets.locator('.holdings-page').last();
  await holdings.locator('.offline-banner').waitFor({ timeout: 30000 });
  expect(await holdings.locator('.offline-banner-stamp').innerText()).toMatch(/^网络不可用，显示截至\d{4}-\d{2}-\d{2} \d{2}:\d{2}的数据$/);
  await holdings.getByText(LAST_KNOWN_TEXTS.noSubmit).waitFor();
  await holdings.getByText(fund.abbr_name).waitFor();
  // The page slides in: let it settle before the picture.
  await assets.waitForFunction(() => {
    const pages = document.querySelectorAll('.holdings-page');
    return pages[pages.length - 1]?.getBoundingClientRect().left === 0;
  });
  await screenshot(assets, 'offline-01-holdings');

  await buy.bringToFront();
  await buy.locator('.buy-submit').click();
  const dialog = buy.locator('.trade-password-dialog');
  if (await dialog.isVisible()) for (const digit of api.tradePassword) await buy.locator(`.tpd-key[data-key="${digit}"]`).click();
  await buy.getByText(FAILURE_TEXTS.network).first().waitFor({ timeout: 30000 });
  await screenshot(buy, 'offline-02-buy-refused');
  await context.setOffline(false);
  expect(await tradeCount()).toBe(tradesBefore);
  await context.close();
}, 180000);
