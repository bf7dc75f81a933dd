// A fresh investor buys (through the API with its token and an Idempotency-Key), sees the pending record,
// undoes it with the trade password, buys again, lets the market clock settle it, and finds the record
// confirmed and the holding, its detail and its income updated.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, newInvestor, type Investor } from './investor';

interface FundLite {
  id: number;
  symbol: string;
  abbr_name: string;
  is_bao: boolean;
  allow_trade: boolean;
  allow_buy: boolean;
  subscription_status: number;
}

let browser: Browser;
let investor: Investor;
let fund: FundLite;

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return method === 'GET' ? investor.get<T>(path) : investor.post<T>(path, body ?? {});
}

/** A distributed, open, non-cash-treasure fund within the investor's risk level 3. */
async function buyableFund(): Promise<FundLite> {
  const list = await api<{ results: FundLite[] }>('GET', '/symbols/funds/?allow_trade=1&page_size=100&page=1');
  for (const row of list.results.filter((f) => !f.is_bao && f.allow_trade && f.allow_buy && f.subscription_status === 2)) {
    const detail = await api<FundLite & { investment_risk: number; symbol_stype: number }>('GET', `/symbols/${row.symbol}/introduction/`);
    if (detail.investment_risk <= 3 && detail.symbol_stype !== 306 && detail.symbol_stype !== 307) return detail;
  }
  throw new Error('no buyable fund within risk level 3');
}

async function placeBuy(amount: string): Promise<number> {
  const body = { fund_id: fund.id, bank_card_id: investor.bankCardId, amount, is_bao: false, password: investor.tradePassword, confirm_risk: true };
  return (await investor.post<{ id: number; status: number }>('/funds/buy/', body, true)).id;
}

async function tradeStatus(id: number): Promise<number> {
  return (await api<{ status: number }>('GET', `/funds/trades/${id}/`)).status;
}

async function loginInBrowser(page: Page, next: string): Promise<void> {
  await page.goto(`${baseUrl()}/accounts/login/?mobile=${investor.mobile}&next=${encodeURIComponent(next)}`);
  await page.locator('.login-page').waitFor();
  const input = page.locator('[data-field="password"] input');
  await input.fill(investor.password);
  await input.blur();
  await page.locator('.login-submit').click();
}

/** A page opened by a tap slides in: let the transition end before the screenshot. */
async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(800);
}

async function typePassword(page: Page, digits: string): Promise<void> {
  for (const d of digits) await page.locator(`.trade-password-dialog [data-key="${d}"]`).click();
}

beforeAll(async () => {
  browser = await launch();
  investor = await newInvestor();
  fund = await buyableFund();
});

afterAll(async () => {
  await browser.close();
});

describe('trade records journey', () => {
  it('a pending buy is listed, undone with the password and shown cancelled; a second buy settles into the holding', async () => {
    const firstId = await placeBuy('1000.00');
    const page = await phonePage(browser);
    await loginInBrowser(page, '/accounts/funds/trades/');

    // The pending record, with the status text of an entrusted buy.
    await page.locator('.trade-records-page').waitFor();
    const first = page.locator(`.trade-record-row[data-record-id="${firstId}"]`);
    await first.waitFor();
    await expect(first.locator('.trade-record-title').textContent()).resolves.toBe(`买入 ${fund.abbr_name}`);
    await expect(first.locator('.trade-record-status').textContent()).resolves.toBe('委托成功');
    await expect(first.locator('.trade-record-quantity').textContent()).resolves.toBe('1,000.00元');
    await screenshot(page, 'trade-records-01-pending');

    // Its detail, then undo: confirm, password, cancelled.
    await first.click();
    await page.locator('.trade-detail-page').waitFor();
    await expect(page.locator('.trade-head-status').textContent()).resolves.toBe('委托成功');
    await page.locator('.trade-undo').waitFor();
    await settled(page);
    await screenshot(page, 'trade-records-02-detail-pending');
    await page.locator('.trade-undo').click();
    await page.getByText('确定撤销这笔交易吗？撤单后资金或份额将退回原处').waitFor();
    await page.getByText('撤单', { exact: true }).last().click();
    await page.locator('.trade-password-dialog').waitFor();
    await typePassword(page, investor.tradePassword);
    await page.locator('.trade-head-status', { hasText: '已撤单' }).waitFor();
    await expect(page.locator('.trade-undo').count()).resolves.toBe(0);
    await expect(page.locator('.trade-refund').textContent()).resolves.toContain('1,000.00元');
    await screenshot(page, 'trade-records-03-cancelled');
    expect(await tradeStatus(firstId)).toBe(6);

    // A second buy, settled by moving the market clock on until the fund company has confirmed it.
    const secondId = await placeBuy('2000.00');
    for (let day = 0; day < 6 && (await tradeStatus(secondId)) === 0; day += 1) {
      await advanceClock(investor, 1);
    }
    expect(await tradeStatus(secondId)).toBe(1);
    // One more trading day so the holding has a day of income.
    await advanceClock(investor, 1);

    await page.goto(`${baseUrl()}/accounts/funds/trades/`);
    const second = page.locator(`.trade-record-row[data-record-id="${secondId}"]`);
    await second.waitFor();
    await expect(second.locator('.trade-record-status').textContent()).resolves.toBe('交易成功');
    await expect(page.locator(`.trade-record-row[data-record-id="${firstId}"] .trade-record-status`).textContent()).resolves.toBe('已撤单');
    await screenshot(page, 'trade-records-04-list-confirmed');
    await second.click();
    await page.locator('.trade-head-status', { hasText: '交易成功' }).waitFor();
    const detail = await api<{ shares_confirm: string; amount_confirm: string }>('GET', `/funds/trades/${secondId}/`);
    const shares = Number(detail.shares_confirm).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.locator('.trade-confirm-shares .trade-info-value').textContent()).resolves.toBe(`${shares}份`);
    await settled(page);
    await screenshot(page, 'trade-records-05-detail-confirmed');

    // The holding: listed with its worth, its detail with the confirmed shares, its income.
    await page.goto(`${baseUrl()}/accounts/funds/`);
    const row = page.locator('.hold-row', { hasText: fund.abbr_name });
    await row.waitFor();
    const worth = (await row.locator('.hold-row-worth').textContent()) ?? '';
    expect(Number(worth.replace(/,/g, ''))).toBeGreaterThan(0);
    await screenshot(page, 'trade-records-06-holdings');
    await row.click();
    await page.locator('.holding-detail-page').waitFor();
    // The detail shows the holding's whole available shares as the server counts them: at least this buy's
    // confirmed shares (a dividend reinvested on a day the clock passed adds to them).
    const holding = await api<{ shares_enable: string }>('GET', `/funds/fund/fund_info/?fund_id=${fund.id}`);
    expect(Number(holding.shares_enable)).toBeGreaterThanOrEqual(Number(detail.shares_confirm));
    const held = Number(holding.shares_enable).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.locator('.holding-shares .trade-info-value').textContent()).resolves.toBe(held);
    await settled(page);
    await screenshot(page, 'trade-records-07-holding-detail');

    // The demo market moves after its seeded history, so a trading day closed with the holding earns or loses.
    const incomeRows = () => api<{ results: { date: string; income: string }[] }>('GET', `/funds/income/fund/?fund_id=${fund.id}&page=1&page_size=42`);
    let income = await incomeRows();
    for (let day = 0; day < 4 && !income.results.some((r) => Number(r.income) !== 0); day += 1) {
      await advanceClock(investor, 1);
      income = await incomeRows();
    }
    const moved = income.results.find((r) => Number(r.income) !== 0);
    expect(moved).toBeDefined();
    await page.goto(`${baseUrl()}/accounts/funds/${fund.id}/income_list/`);
    await page.locator('.holding-income-list').waitFor();
    await page.locator('.income-day-row', { hasText: moved?.date ?? '' }).waitFor();
    await screenshot(page, 'trade-records-08-income');
  }, 240000);
});
