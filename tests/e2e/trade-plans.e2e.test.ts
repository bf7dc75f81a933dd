// Fixed investments and the cash treasure as an investor lives them (a fresh one per test): a weekly plan made on the create
// page places its order when the development clock passes the deduction day, and a sell to the cash
// treasure shows up in its balance. Coupons, account changes and the plan list are opened on the way.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, advanceUntil, newInvestor, storeToken } from './investor';
import { plannableFund, type FundIntro } from './plannable-fund';

async function loggedInPage(b: Browser, token: string): Promise<Page> {
  const page = await phonePage(b);
  await storeToken(page.context(), token);
  return page;
}

let browser: Browser;
let fund: FundIntro;

beforeAll(async () => {
  browser = await launch();
  fund = await plannableFund();
}, 120000);

afterAll(async () => {
  await browser.close();
});

describe('fixed investments and the cash treasure', () => {
  it('creates a weekly plan on the create page, and after the deduction day its order is in the plan detail', async () => {
    const api = await newInvestor();
    const page = await loggedInPage(browser, api.token);
    await page.goto(`${baseUrl()}/s/${fund.symbol}/fixed_investment/`);
    await page.locator('.plan-create-page .plan-form').waitFor();
    await page.locator('.plan-period', { hasText: '每周' }).click();
    await page.locator('.plan-day', { hasText: '每周二' }).click();
    await page.locator('[data-field="amount"] input').fill('100');
    await page.locator('.plan-first-date-value', { hasText: /^\d{4}-\d{2}-\d{2}$/ }).waitFor();
    await screenshot(page, 'trade-plans-01-create');
    await page.locator('.plan-submit').click();
    await page.locator('.trade-password-dialog').waitFor();
    await page.getByText(`定投 ${fund.abbr_name} 每周二定投100.00元`).waitFor();
    for (const digit of api.tradePassword) await page.locator(`.tpd-key[data-key="${digit}"]`).click();

    await page.locator('.plan-detail-page .plan-head').waitFor({ timeout: 20000 });
    await page.getByText('每周二定投100.00元').waitFor();
    await page.getByText(/^下次扣款日 \d{4}-\d{2}-\d{2}$/).waitFor();
    // The plan page replaced the create page (H5 shows the page path with the plan id).
    expect(page.url()).toMatch(/\/accounts\/funds\/fixed_investments\/\d+\/$/);
    await screenshot(page, 'trade-plans-02-plan-created');

    // A week and a day later the deduction day has passed: settlement placed the plan's buy.
    await advanceClock(api, 8);
    await page.reload();
    await page.locator('.plan-trades .plan-trade-row', { hasText: '定投' }).first().waitFor({ timeout: 20000 });
    expect(await page.locator('.plan-trades .plan-trade-row').first().textContent()).toContain('100.00元');
    await screenshot(page, 'trade-plans-03-plan-trade');

    await page.goto(`${baseUrl()}/accounts/funds/fixed_investments/`);
    await page.locator('.plan-row', { hasText: fund.abbr_name }).first().waitFor();
    await screenshot(page, 'trade-plans-04-plan-list');
  });

  it('sells part of a holding to the cash treasure and sees the cash-treasure balance', async () => {
    const api = await newInvestor();
    const cardId = api.bankCardId;
    const bao = async () => api.get<{ worth_value: string; fund: { symbol: string } }>('/funds/bao/mine/');
    const before = Number((await bao()).worth_value);
    // The investor buys the fund and the clock moves on until the buy is confirmed.
    const sellable = async () => {
      const rows = (await api.get<{ results: { fund: { id: number }; shares_enable: string }[] }>('/funds/fund/mine/?page_size=100')).results;
      return Number(rows.find((h) => h.fund.id === fund.id)?.shares_enable ?? 0);
    };
    const heldBefore = await sellable();
    await api.post('/funds/buy/', { fund_id: fund.id, bank_card_id: cardId, amount: '1000.00', password: api.tradePassword, confirm_risk: true }, true);
    await advanceUntil(api, async () => (await sellable()) > heldBefore);
    const held = await sellable();
    expect(held).toBeGreaterThan(heldBefore);

    // Part of it goes to the cash treasure.
    const shares = (Math.floor(held * 50) / 100).toFixed(2);
    await api.post('/funds/sell/', { fund_id: fund.id, bank_card_id: cardId, shares, password: api.tradePassword, is_bao: true, is_fast: false }, true);
    await advanceUntil(api, async () => Number((await bao()).worth_value) > before);
    const after = Number((await bao()).worth_value);
    expect(after).toBeGreaterThan(before);

    const page = await loggedInPage(browser, api.token);
    await page.goto(`${baseUrl()}/accounts/funds/bao/`);
    const balance = page.locator('.bao-balance');
    await balance.waitFor();
    expect(Number((await balance.textContent())?.replace(/,/g, ''))).toBeCloseTo(after, 2);
    await page.getByText(/^\d+\.\d{4}%$/).first().waitFor();
    await screenshot(page, 'trade-plans-05-bao-home');

    await page.locator('.bao-transfer-out').click();
    await page.locator('.bao-out-fast').waitFor();
    await screenshot(page, 'trade-plans-06-bao-transfer-out');

    await page.goto(`${baseUrl()}/accounts/funds/bao/trades/`);
    await page.locator('.plan-trade-row').first().waitFor();
    await screenshot(page, 'trade-plans-07-bao-trades');

    await page.goto(`${baseUrl()}/accounts/funds/bao/income_history/?type=year_yld`);
    await page.locator('.income-row .income-value').first().waitFor();
    expect(await page.locator('.plan-tab-on').textContent()).toBe('七日年化');
    await screenshot(page, 'trade-plans-08-bao-income');

    await page.goto(`${baseUrl()}/wallets/account_changes/`);
    await page.locator('.change-row').first().waitFor();
    await screenshot(page, 'trade-plans-09-account-changes');

    await page.goto(`${baseUrl()}/promotion/coupons/mine`);
    await page.locator('.coupon-tab-on', { hasText: '可使用' }).waitFor();
    await page.locator('.coupon-card, .status-empty').first().waitFor();
    await screenshot(page, 'trade-plans-10-coupons');
  });
});
