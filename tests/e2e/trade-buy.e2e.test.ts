// Buying funds as a fresh investor (risk level 3, no holdings): a buy with a coupon ends on the trade detail; the
// card's single limit and the fund's minimum are refused with their exact texts; a fund riskier than
// the user asks for the risk confirmation before the password; a double tap on 买入 places one order.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { marketClock, newInvestor, storeToken, type Investor } from './investor';
import { allFunds } from './research-funds';

interface FundIntro {
  id: number;
  symbol: string;
  abbr_name: string;
  is_bao: boolean;
  allow_buy: boolean;
  allow_trade: boolean;
  subscription_status: number;
  investment_risk: number;
  amount_min_buy: string | null;
  amount_max_buy: string | null;
}

interface Card {
  id: number;
  status: number;
  bank: { single_limit: string };
}

async function intro(symbol: string): Promise<FundIntro> {
  const res = await fetch(`${baseUrl()}/api/v1/symbols/${symbol}/introduction/`);
  if (!res.ok) throw new Error(`introduction ${symbol}: HTTP ${res.status}`);
  return (await res.json()) as FundIntro;
}

/** An open fund (not the cash treasure) whose risk fits the test: `fits` decides on the level. */
async function buyableFund(fits: (f: FundIntro) => boolean): Promise<FundIntro> {
  const rows = (await allFunds()).filter((f) => f.allow_trade && f.allow_buy && f.subscription_status === 2);
  for (const row of rows) {
    const fund = await intro(row.symbol);
    const min = Number(fund.amount_min_buy ?? 0);
    const max = Number(fund.amount_max_buy ?? 0);
    if (!fund.is_bao && min >= 1 && min <= 100 && (max === 0 || max > 100000) && fits(fund)) return fund;
  }
  throw new Error('the demo market has no such fund');
}

let browser: Browser;
let api: Investor;
let plain: FundIntro;
let risky: FundIntro;
let card: Card;

const tradeCount = async () => (await api.get<{ total_count: number }>('/funds/trades/?page_size=10')).total_count;

async function buyPage(path: string): Promise<Page> {
  const page = await phonePage(browser);
  await storeToken(page.context(), api.token);
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('.fund-buy-page .buy-submit').waitFor({ timeout: 30000 });
  return page;
}

/** Taro's H5 button carries the disabled prop as an attribute of its custom element. */
async function submitDisabled(page: Page): Promise<boolean> {
  return page.locator('.buy-submit').evaluate((el) => el.hasAttribute('disabled') && el.getAttribute('disabled') !== 'false');
}

async function typePassword(page: Page): Promise<void> {
  await page.locator('.trade-password-dialog').waitFor();
  for (const digit of api.tradePassword) await page.locator(`.tpd-key[data-key="${digit}"]`).click();
}

beforeAll(async () => {
  browser = await launch();
  api = await newInvestor();
  plain = await buyableFund((f) => f.investment_risk <= 3);
  risky = await buyableFund((f) => f.investment_risk > 3);
  const usable = (await api.get<Card[]>('/accounts/bank_cards/mine/')).find((c) => c.status !== 0 && c.status !== 5);
  if (!usable) throw new Error('the investor has no usable card');
  card = usable;
  await api.post('/dev/coupons/grant', { name: '满500减10', amount: '10.00', expense_min: '500.00', effective_to: '2099-12-31' });
}, 180000);

afterAll(async () => {
  await browser.close();
});

describe('fund buy', () => {
  it('buys with a coupon and lands on the trade detail with the pending status', async () => {
    const page = await buyPage(`/s/${plain.symbol}/buy/?amount=1000`);
    expect(await page.locator('.buy-amount input, input.buy-amount').first().inputValue()).toBe('1000');
    await page.getByText('手续费', { exact: false }).first().waitFor();
    const confirmLine = page.getByText(/^预计\d{4}-\d{2}-\d{2}确认份额$/);
    await confirmLine.waitFor();
    // Shares are confirmed on a trading day after the market's today (the shared clock: read, never assumed).
    const confirmDay = /\d{4}-\d{2}-\d{2}/.exec((await confirmLine.textContent()) ?? '')?.[0] ?? '';
    expect(confirmDay > (await marketClock(api)).date).toBe(true);
    await screenshot(page, 'trade-buy-01-form');

    await page.locator('.coupon-picker .tc-row').click();
    await page.locator('.coupon-option', { hasText: '满500减10' }).click();
    await page.getByText('买入成功后返现10.00元').waitFor();
    await screenshot(page, 'trade-buy-02-coupon');

    await page.locator('.buy-submit').click();
    await page.getByText(`购买 ${plain.abbr_name} 1,000.00元`).waitFor();
    await screenshot(page, 'trade-buy-03-password');
    await typePassword(page);

    await page.waitForURL(/\/accounts\/funds\/trades\/\d+\//, { timeout: 30000 });
    await page.getByText('委托成功').first().waitFor({ timeout: 30000 });
    await page.getByText(plain.abbr_name).first().waitFor();
    await screenshot(page, 'trade-buy-04-trade-detail');
    const id = Number(/trades\/(\d+)\//.exec(page.url())?.[1]);
    const detail = await api.get<{ status: number; coupon_record?: { amount: string } | null }>(`/funds/trades/${id}/`);
    expect(detail.status).toBe(0);
    expect(detail.coupon_record?.amount).toBe('10.00');
  });

  it('refuses an amount above the card single limit and one below the minimum with the exact texts', async () => {
    const page = await buyPage(`/s/${plain.symbol}/buy/`);
    const input = page.locator('.buy-amount input, input.buy-amount').first();
    await input.fill(String(Number(card.bank.single_limit) + 1));
    await page.locator('.buy-amount-error', { hasText: '购买金额超过银行单笔限额，建议使用网银转账' }).waitFor();
    expect(await submitDisabled(page)).toBe(true);
    await screenshot(page, 'trade-buy-05-above-card-limit');

    const min = Number(plain.amount_min_buy);
    await input.fill(String(min / 2));
    await page.locator('.buy-amount-error', { hasText: `最低购买${min}元` }).waitFor();
    expect(await submitDisabled(page)).toBe(true);
    await screenshot(page, 'trade-buy-06-below-minimum');
  });

  it('asks a level-3 user to confirm the risk of a riskier fund before the password', async () => {
    const page = await buyPage(`/s/${risky.symbol}/buy/?amount=100`);
    await page.getByText('手续费', { exact: false }).first().waitFor();
    await page.locator('.buy-submit').click();
    const modal = page.locator('.taro__modal');
    await modal.getByText('风险提示').waitFor();
    await modal.getByText('该产品风险等级高于您的风险承受能力，请确认是否继续购买', { exact: false }).waitFor();
    await screenshot(page, 'trade-buy-07-confirm-risk');
    await modal.locator('.taro-model__confirm', { hasText: '继续购买' }).click();
    await page.getByText(`购买 ${risky.abbr_name} 100.00元`).waitFor();
    await screenshot(page, 'trade-buy-08-password-after-confirm');
  });

  it('a double tap on 买入 places one order', async () => {
    const before = await tradeCount();
    const page = await buyPage(`/s/${plain.symbol}/buy/?amount=200`);
    await page.getByText('手续费', { exact: false }).first().waitFor();
    await page.locator('.buy-submit').dblclick();
    await typePassword(page);
    await page.waitForURL(/\/accounts\/funds\/trades\/\d+\//, { timeout: 30000 });
    await screenshot(page, 'trade-buy-09-double-tap-detail');
    expect(await tradeCount()).toBe(before + 1);
  });
});
