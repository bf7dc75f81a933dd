// Issue 18's whole life through the screens, two people in two browser contexts: advisor A's store is
// approved and A builds a three-fund portfolio on /portfolio/create/; investor B follows A's store and
// buys the portfolio with the trade password; the market clock runs through confirmation and days of advisory fees;
// A adjusts the positions and B is asked to rebalance; A's store income shows on the income page, is moved
// into the wallet and part of it is withdrawn to A's card. Every amount on a screen is the server's,
// read from the API and compared to the figure shown. Both are fresh investors; dates are the clock's.
import type { Browser, Page } from 'playwright-core';
import { SubscriptionStatus } from '@fund/core/fund';
import { toDecimal } from '@fund/core/money';
import { ownerIncomeOfFees, type StoreIncomeMine, type WalletAnswer } from '@fund/core/wallet';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, advanceUntil, newInvestor, storeToken, type Investor } from './investor';
import { allFunds } from './research-funds';

interface Candidate {
  symbol: string;
  name: string;
  investment_risk: number;
  allow_trade: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  is_bao: boolean;
}

const BUY = '30000.00';
const FEE_DAYS = 5;

let browser: Browser;
let a: Investor;
let b: Investor;
let pageA: Page;
let pageB: Page;

beforeAll(async () => {
  browser = await launch();
  [a, b] = await Promise.all([newInvestor(), newInvestor()]);
  pageA = await phonePage(browser);
  pageB = await phonePage(browser);
  await storeToken(pageA.context(), a.token);
  await storeToken(pageB.context(), b.token);
}, 120000);

afterAll(async () => {
  await browser?.close();
});

async function go(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 30000 });
}

/** Taro's H5 Input and Textarea wrap the native field. */
const field = (page: Page, cls: string) => page.locator(`.${cls} input, .${cls} textarea, input.${cls}, textarea.${cls}`).first();

async function typePassword(page: Page, who: Investor): Promise<void> {
  await page.locator('.trade-password-dialog').waitFor();
  for (const digit of who.tradePassword) await page.locator(`.tpd-key[data-key="${digit}"]`).click();
}

/** Two open tradable funds of at most medium risk and the cash treasure: a stable (101) portfolio B may buy unasked. */
async function threeFunds(): Promise<Candidate[]> {
  const open = new Set((await allFunds()).filter((f) => f.subscription_status === SubscriptionStatus.Open).map((f) => f.symbol));
  const candidates: Candidate[] = [];
  for (let page = 1; ; page += 1) {
    const got = await a.get<{ results: Candidate[]; total_page: number }>(`/portfolio/0/fund_candidates/?page=${page}&page_size=100`);
    candidates.push(...got.results);
    if (page >= got.total_page) break;
  }
  const usable = candidates.filter((f) => f.allow_trade && f.allow_buy && f.allow_sell);
  const funds = usable.filter((f) => !f.is_bao && open.has(f.symbol) && f.investment_risk >= 1 && f.investment_risk <= 3).slice(0, 2);
  const bao = usable.find((f) => f.is_bao);
  if (funds.length < 2 || !bao) throw new Error('the demo market offers no two open funds of risk ≤ 3 and a cash treasure');
  return [...funds, bao];
}

/** The owner's portfolio page and a portfolio trade's page, by page path or by spec URL. */
const OWNER_PAGE = /\/portfolio\/(?:detail\/index\?id=)?(\d+)/;
const TRADE_PAGE = /(?:funds-portfolios-trades-detail\/index\?id=|\/accounts\/funds\/portfolios\/trades\/)(\d+)/;

async function idFromUrl(page: Page, pattern: RegExp): Promise<number> {
  await page.waitForURL(pattern, { timeout: 30000 });
  return Number(pattern.exec(page.url())?.[1]);
}

/** Half of an amount, rounded down to the fen, at least 0.01. */
const half = (amount: string): string => {
  const h = toDecimal(amount).div(2).round(2, 0);
  return (h.gt(0) ? h : toDecimal('0.01')).toFixed(2);
};

/** Fills each named fund's weight on a weights table (rows are keyed by the fund's name). */
async function setWeights(page: Page, weights: readonly (readonly [string, string])[]): Promise<void> {
  for (const [name, percent] of weights) {
    await page.locator('.weight-row', { hasText: name }).locator('.weight-input input, input.weight-input').fill(percent);
  }
}

describe('an advisor store from the application to the card', () => {
  const suffix = String(Date.now()).slice(-6);
  const portfolioName = `收入组合${suffix}`;

  it('A publishes, B follows and buys, fees accrue, A adjusts, B is asked to rebalance, A withdraws income to the card', async () => {
    // A's store: applied and approved (the form itself is store-create-portfolio's journey).
    await a.post('/store/apply/', { name: `收入小店${suffix}`, introduction: '股债均衡配置，每月复盘一次。', avatar: '/api/v1/media/avatars/default.png?size=128', qualification_no: 'S0100619010001', agreement: true });
    const approved = await a.post<{ status: number; store_id: number }>('/dev/store/approve', {});
    expect(approved.status).toBe(1);

    // A builds the portfolio from three searched funds, 40 / 40 / 20.
    const funds = await threeFunds();
    await go(pageA, '/portfolio/create/', '.create-page .fund-candidate');
    await field(pageA, 'name-input').fill(portfolioName);
    await field(pageA, 'description-input').fill('两只稳健基金加现金宝的均衡组合，定期再平衡。');
    for (const f of funds) {
      await field(pageA, 'fund-search').fill(f.symbol);
      await pageA.locator('.fund-candidate', { hasText: f.symbol }).locator('.add-fund').click();
      await pageA.locator('.weight-row', { hasText: f.name }).waitFor();
    }
    const [f1, f2, bao] = funds as [Candidate, Candidate, Candidate];
    await setWeights(pageA, [[f1.name, '40'], [f2.name, '40'], [bao.name, '20']]);
    await pageA.locator('.weights-total.ow-flat').waitFor();
    await screenshot(pageA, 'store-life-01-create-three-funds');
    await pageA.locator('.publish-button').click();
    const portfolioId = await idFromUrl(pageA, OWNER_PAGE);
    // Its weights hold from the market's next trading day when published on a closed one (the shared clock's day).
    type Made = { name: string; investment_risk: number; positions: { symbol: string; percent: string }[] };
    expect(await advanceUntil(a, async () => (await a.get<Made>(`/portfolio/${portfolioId}/`)).positions.length > 0)).toBe(true);
    const made = await a.get<Made>(`/portfolio/${portfolioId}/`);
    expect(made.name).toBe(portfolioName);
    expect(made.investment_risk).toBe(101);
    expect(made.positions.map((p) => [p.symbol, p.percent]).sort()).toEqual([[f1.symbol, '40.00'], [f2.symbol, '40.00'], [bao.symbol, '20.00']].sort());

    // B follows A's store (关注), finds the portfolio there and buys it with the trade password.
    await go(pageB, `/store/${approved.store_id}/`, '.store-view .store-follow');
    await pageB.getByText(portfolioName).first().waitFor();
    await pageB.locator('.store-follow').click();
    await pageB.locator('.store-follow', { hasText: '已关注' }).waitFor({ timeout: 30000 });
    const followed = await b.get<{ liked: boolean; likes_count: number }>(`/store/${approved.store_id}/`);
    expect([followed.liked, followed.likes_count]).toEqual([true, 1]);
    await expect(pageB.locator('.store-likes').textContent()).resolves.toBe('1');
    await screenshot(pageB, 'store-life-02-b-follows-store');
    await go(pageB, `/p/${portfolioId}/buy/?amount=${BUY}`, '.portfolio-buy-page .portfolio-buy-next');
    await pageB.locator('.portfolio-buy-next').click();
    await pageB.locator('.proposal-row').first().waitFor({ timeout: 30000 });
    await pageB.locator('.proposal-confirm').click();
    await typePassword(pageB, b);
    const tradeId = await idFromUrl(pageB, TRADE_PAGE);
    await pageB.getByText('委托成功').first().waitFor({ timeout: 30000 });
    await screenshot(pageB, 'store-life-03-b-bought');
    expect((await b.get<{ amount: string }>(`/funds/portfolio_trades/${tradeId}/`)).amount).toBe(BUY);

    // The clock confirms the buy, then runs days of closes: B pays the advisory fee, A earns half of it.
    const confirmed = async () => (await b.get<{ status: number }>(`/funds/portfolio_trades/${tradeId}/`)).status !== 0;
    expect(await advanceUntil(b, confirmed)).toBe(true);
    await advanceClock(b, FEE_DAYS);

    // A adjusts on the screen: 50 / 30 / 20 from the next trading day.
    await go(pageA, `/portfolio/position_adjustments/?portfolio_id=${portfolioId}`, '.adjustments-page .submit-adjust');
    await pageA.locator('.weight-row', { hasText: f1.name }).waitFor();
    await setWeights(pageA, [[f1.name, '50'], [f2.name, '30'], [bao.name, '20']]);
    await field(pageA, 'adjust-note').fill('提高权益仓位');
    await pageA.locator('.submit-adjust').click();
    await pageA.locator('.adjustment-card').first().waitFor({ timeout: 30000 });
    await screenshot(pageA, 'store-life-04-a-adjusts');
    const adjustments = await a.get<{ results: { effective_from: string }[] }>(`/portfolio/position_adjustments/?portfolio_id=${portfolioId}`);
    expect(adjustments.results).toHaveLength(1);

    // On the effective day B is asked to rebalance: the notice proposes the trades.
    const askedToRebalance = async () => (await b.get<{ allow_rebalance: boolean }>(`/portfolio/check_rebalance/?portfolio_id=${portfolioId}`)).allow_rebalance;
    expect(await advanceUntil(b, askedToRebalance)).toBe(true);
    await go(pageB, `/accounts/portfolio_rebalance_proposal_notification/?fund_portfolio_id=${portfolioId}&bank_card_id=${b.bankCardId}`, '.rebalance-view');
    await pageB.locator('.proposal-row').first().waitFor({ timeout: 30000 });
    await screenshot(pageB, 'store-life-05-b-rebalance-notice');

    // A's income is half of B's fees to the fen, and the income page shows the server's figures.
    const fees = await b.get<{ fare_total: string }>('/funds/manage_fare/mine/');
    const income = await a.get<StoreIncomeMine>('/store/income/mine/');
    expect(Number(fees.fare_total)).toBeGreaterThan(0);
    expect(income.income_total).toBe(ownerIncomeOfFees(fees.fare_total).toFixed(2));
    expect(income.income_available).toBe(income.income_total);
    expect(income.portfolios.map((p) => [p.store_portfolio_id, p.income_total])).toEqual([[portfolioId, income.income_total]]);
    await go(pageA, '/store/income/mine/', '.income-totals');
    await expect(pageA.locator('.income-total').textContent()).resolves.toBe(income.income_total);
    await expect(pageA.locator('.income-available').textContent()).resolves.toBe(income.income_available);
    await expect(pageA.locator('.income-row', { hasText: portfolioName }).locator('.income-value').textContent()).resolves.toBe(income.income_total);
    await screenshot(pageA, 'store-life-06-a-income');

    // Part of the income into the wallet, with the trade password.
    const part = half(income.income_available);
    const incomeLeft = toDecimal(income.income_available).minus(part).toFixed(2);
    await go(pageA, '/store/income/withdraw/', '.income-submit');
    await field(pageA, 'income-input').fill(part);
    await pageA.locator('.income-submit').click();
    await typePassword(pageA, a);
    await pageA.locator('.income-total', { hasText: incomeLeft }).waitFor({ timeout: 30000 });
    const after = await a.get<StoreIncomeMine>('/store/income/mine/');
    expect([after.income_withdrawn, after.income_available]).toEqual([part, incomeLeft]);

    // Part of the wallet to A's card: frozen until it arrives the next trading day.
    const out = half(part);
    const rest = toDecimal(part).minus(out).toFixed(2);
    await go(pageA, '/wallets/', '.wallet-balance');
    const walletIn = await a.get<WalletAnswer>('/wallets/account/mine/');
    expect(walletIn).toEqual({ available: part, frozen: '0.00', withdrawn: '0.00' });
    await expect(pageA.locator('.wallet-available').textContent()).resolves.toBe(walletIn.available);
    await field(pageA, 'wallet-input').fill(out);
    await pageA.locator('.wallet-submit').click();
    await typePassword(pageA, a);
    await pageA.locator('.wallet-available', { hasText: rest }).waitFor({ timeout: 30000 });
    const walletOut = await a.get<WalletAnswer>('/wallets/account/mine/');
    expect(walletOut).toEqual({ available: rest, frozen: out, withdrawn: '0.00' });
    await pageA.getByText(`提现中(元) ${walletOut.frozen}`).waitFor();
    await screenshot(pageA, 'store-life-07-a-wallet-withdrawing');

    const arrived = async () => (await a.get<WalletAnswer>('/wallets/account/mine/')).withdrawn === out;
    expect(await advanceUntil(a, arrived)).toBe(true);
    await pageA.reload();
    await pageA.getByText(`累计提现(元) ${out}`).waitFor({ timeout: 30000 });
    await expect(pageA.locator('.wallet-available').textContent()).resolves.toBe(rest);
    await screenshot(pageA, 'store-life-08-a-wallet-arrived');
  }, 600000);
});
