// Trading a portfolio, each step as a fresh investor (risk level 3): the buy form to the proposal, the trade
// password and the portfolio trade detail with the pending record; the market clock confirms it; part is
// sold the same way; after the portfolio's target is adjusted (development endpoint) the rebalance notice
// proposes a rebalance, which is submitted with the password. A step that needs a held portfolio buys one
// through the API first, so the steps run in any order.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceUntil, newInvestor, storeToken, type Investor } from './investor';

interface PortfolioLite {
  id: number;
  name: string;
  investment_risk: number;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_trade: boolean;
  amount_min_buy: string;
}

interface ShareCard {
  id: number;
  worth_value_enable?: string;
}

let browser: Browser;
let portfolio: PortfolioLite;

/** A tradable portfolio no riskier than the investors (100 capital-protected, 101 stable): no risk confirm on the way. */
async function buyablePortfolio(api: Investor): Promise<PortfolioLite> {
  const page = await api.get<{ results: PortfolioLite[] }>('/portfolio/recommend/?allow_trade=1&page=1&page_size=100');
  const found = page.results.find((p) => p.allow_trade && p.allow_buy && p.allow_sell && (p.investment_risk === 100 || p.investment_risk === 101));
  if (!found) throw new Error('the demo market has no tradable portfolio within risk level 3');
  return found;
}

const portfolioTradeCount = async (api: Investor) => (await api.get<{ total_count: number }>('/funds/portfolio_trades/?page=1&page_size=10')).total_count;
const sellable = async (api: Investor) =>
  (await api.get<{ shares_list: ShareCard[] }>(`/funds/fund_portfolios/${portfolio.id}/shares_info/`)).shares_list.reduce((sum, c) => sum + Number(c.worth_value_enable ?? 0), 0);

const tradeStatus = async (api: Investor, id: number) => (await api.get<{ status: number }>(`/funds/portfolio_trades/${id}/`)).status;

/** Places a portfolio buy through the API; answers the portfolio trade's id. */
async function placeBuy(api: Investor, amount: string): Promise<number> {
  const body = { fund_portfolio_id: portfolio.id, bank_card_id: api.bankCardId, amount, password: api.tradePassword, confirm_risk: true };
  return (await api.post<{ id: number }>('/funds/fund_portfolios/buy/', body, true)).id;
}

/** Fresh investors holding the portfolio (buys the market clock has confirmed), made together so one run
 * of clock moves confirms them all; each step that needs one takes its own. */
let holders: Promise<Investor[]> | undefined;
function makeHolders(count: number): Promise<Investor[]> {
  return (async () => {
    const made = await Promise.all(Array.from({ length: count }, async () => {
      const api = await newInvestor();
      return { api, id: await placeBuy(api, '2000.00') };
    }));
    const first = made[0];
    if (!first) throw new Error('no holder');
    const confirmed = async () => (await Promise.all(made.map(async (h) => (await tradeStatus(h.api, h.id)) !== 0))).every(Boolean);
    if (!(await advanceUntil(first.api, confirmed))) throw new Error('the holders\' portfolio buys were not confirmed');
    return made.map((h) => h.api);
  })();
}

async function holder(): Promise<Investor> {
  holders ??= makeHolders(3);
  const api = (await holders).pop();
  if (!api) throw new Error('more steps need a holder than were made');
  return api;
}

async function open(api: Investor, path: string, ready: string): Promise<Page> {
  const page = await phonePage(browser);
  await storeToken(page.context(), api.token);
  await page.goto(`${baseUrl()}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 30000 });
  return page;
}

async function typePassword(page: Page, api: Investor): Promise<void> {
  await page.locator('.trade-password-dialog').waitFor();
  for (const digit of api.tradePassword) await page.locator(`.tpd-key[data-key="${digit}"]`).click();
}

async function detailId(page: Page): Promise<number> {
  await page.waitForURL(/\/accounts\/funds\/portfolios\/trades\/\d+\//, { timeout: 30000 });
  return Number(/trades\/(\d+)\//.exec(page.url())?.[1]);
}

beforeAll(async () => {
  browser = await launch();
  portfolio = await buyablePortfolio(await newInvestor());
}, 180000);

afterAll(async () => {
  await browser.close();
});

describe('portfolio trade', () => {
  const amount = 2000;

  it('the detail shows the portfolio and its target positions; 买入 opens the buy form', async () => {
    const page = await open(await newInvestor(), `/p/${portfolio.id}/`, '.portfolio-detail-page .portfolio-buy');
    await page.getByText(portfolio.name).first().waitFor();
    await page.locator('.portfolio-position').first().waitFor();
    await screenshot(page, 'portfolio-trade-01-detail');
    await page.locator('.portfolio-buy').click();
    await page.waitForURL(/\/p\/\d+\/buy\//);
  });

  it('buys: form -> proposal -> password -> the trade detail with the pending record; a double tap places one order', async () => {
    const api = await newInvestor();
    const page = await open(api, `/p/${portfolio.id}/buy/?amount=${amount}`, '.portfolio-buy-page .portfolio-buy-next');
    await page.getByText('手续费', { exact: false }).first().waitFor();
    await screenshot(page, 'portfolio-trade-02-buy-form');
    await page.locator('.portfolio-buy-next').click();

    await page.waitForURL(new RegExp(`/p/${portfolio.id}/buy/proposal/\\?bankCardId=${api.bankCardId}&amount=${amount}\\.00&isBao=0`));
    await page.locator('.proposal-row').first().waitFor({ timeout: 30000 });
    await screenshot(page, 'portfolio-trade-03-buy-proposal');
    await page.locator('.proposal-confirm').dblclick();
    await page.getByText(`买入 ${portfolio.name} 2,000.00元`).waitFor();
    await typePassword(page, api);

    const id = await detailId(page);
    await page.getByText('委托成功').first().waitFor({ timeout: 30000 });
    await screenshot(page, 'portfolio-trade-04-buy-detail');
    expect(await portfolioTradeCount(api)).toBe(1);
    const record = await api.get<{ status: number; amount: string }>(`/funds/portfolio_trades/${id}/`);
    expect(record.status).toBe(0);
    expect(record.amount).toBe('2000.00');

    // The market clock confirms the order.
    await advanceUntil(api, async () => (await tradeStatus(api, id)) !== 0);
    await page.reload();
    await page.getByText('交易成功').first().waitFor({ timeout: 30000 });
    await screenshot(page, 'portfolio-trade-05-buy-confirmed');
  });

  it('the held portfolio is listed with its worth; its detail shows the funds inside and the buy record', async () => {
    const api = await holder();
    const page = await open(api, '/accounts/funds/funds_portfolios/', `.held-portfolio-row[data-portfolio-id="${portfolio.id}"]`);
    await page.getByText(portfolio.name).first().waitFor();
    await screenshot(page, 'portfolio-trade-05b-held-list');
    await page.locator(`.held-portfolio-row[data-portfolio-id="${portfolio.id}"]`).click();
    await page.waitForURL(/\/accounts\/funds\/funds_portfolios\/\d+\//);
    await page.locator('.held-fund-row').first().waitFor({ timeout: 30000 });
    const held = await api.get<{ worth_value: string; funds_list: unknown[] }>(`/funds/fund_portfolios/${portfolio.id}/`);
    expect(Number(held.worth_value)).toBeGreaterThan(0);
    await expect(page.locator('.held-fund-row').count()).resolves.toBe(held.funds_list.length);
    await screenshot(page, 'portfolio-trade-05c-held-detail');
  });

  it('a pending portfolio buy is undone with the password and shown cancelled', async () => {
    const api = await newInvestor();
    const bought = { id: await placeBuy(api, '1000.00') };
    const page = await open(api, `/accounts/funds/portfolios/trades/${bought.id}/`, '.trade-undo');
    await page.locator('.trade-undo').click();
    await page.getByText('确定撤销这笔交易吗？撤单后资金或份额将退回原处').waitFor();
    await page.getByText('撤单', { exact: true }).last().click();
    await typePassword(page, api);
    await page.locator('.trade-head-status', { hasText: '已撤单' }).waitFor({ timeout: 30000 });
    await expect(page.locator('.trade-undo').count()).resolves.toBe(0);
    await screenshot(page, 'portfolio-trade-05d-undone');
    expect((await api.get<{ status: number }>(`/funds/portfolio_trades/${bought.id}/`)).status).not.toBe(0);
  });

  it('sells part: the card with its sellable amount, the note, the proposal, the password, the trade detail', async () => {
    const api = await holder();
    expect(await sellable(api)).toBeGreaterThan(0);
    const page = await open(api, `/p/${portfolio.id}/sell/`, '.portfolio-sell-page .portfolio-sell-next');
    await page.getByText('委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准').waitFor();
    await page.getByText(/^可卖金额[\d,]+\.\d{2}元$/).first().waitFor();
    await page.locator('.portfolio-sell-amount input, input.portfolio-sell-amount').first().fill('500');
    await page.getByText('手续费', { exact: false }).first().waitFor();
    await screenshot(page, 'portfolio-trade-06-sell-form');
    await page.locator('.portfolio-sell-next').click();

    await page.waitForURL(/\/p\/\d+\/sell\/proposal\/\?bankCardId=\d+&amount=500\.00/);
    await page.locator('.proposal-row').first().waitFor({ timeout: 30000 });
    await screenshot(page, 'portfolio-trade-07-sell-proposal');
    await page.locator('.proposal-confirm').click();
    await page.getByText(`卖出 ${portfolio.name} 500.00元`).waitFor();
    await typePassword(page, api);
    const id = await detailId(page);
    await screenshot(page, 'portfolio-trade-08-sell-detail');
    const record = await api.get<{ amount: string }>(`/funds/portfolio_trades/${id}/`);
    expect(record.amount).toBe('500.00');
  });

  it('after the target is adjusted, the notice proposes a rebalance, which is submitted with the password', async () => {
    const api = await holder();
    await api.post(`/dev/portfolios/${portfolio.id}/adjust`, {});
    const page = await open(api, `/accounts/portfolio_rebalance_proposal_notification/?fund_portfolio_id=${portfolio.id}&bank_card_id=${api.bankCardId}`, '.rebalance-view');
    await page.locator('.proposal-row').first().waitFor({ timeout: 30000 });
    await screenshot(page, 'portfolio-trade-09-rebalance-notice');
    await page.locator('.rebalance-view').click();

    await page.waitForURL(/\/p\/\d+\/rebalance_proposal\/\?bankCardId=\d+/);
    // The notice stays in H5's page stack (hidden) with rows of its own: only the proposal page's rows count.
    await page.locator('.proposal-row .pt-buy >> visible=true').first().waitFor({ timeout: 30000 });
    await screenshot(page, 'portfolio-trade-10-rebalance-proposal');
    await page.locator('.proposal-confirm').click();
    await page.getByText(`调仓 ${portfolio.name}`).waitFor();
    await typePassword(page, api);
    const id = await detailId(page);
    await screenshot(page, 'portfolio-trade-11-rebalance-detail');
    const record = await api.get<{ direction: number }>(`/funds/portfolio_trades/${id}/`);
    expect(record.direction).toBe(10);
  });
});
