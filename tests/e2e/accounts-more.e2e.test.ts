import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, newInvestor, type Investor } from './investor';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

async function fill(page: Page, field: string, value: string): Promise<void> {
  const input = page.locator(`[data-field="${field}"] input`);
  await input.fill(value);
  await input.blur();
}

/** A fresh investor buys three funds through the API and the market clock moves on, so there is income to draw. */
async function investorWithIncome(): Promise<Investor> {
  const investor = await newInvestor();
  const funds = (await investor.get<{ results: { id: number }[] }>('/symbols/funds/?page_size=60')).results;
  let bought = 0;
  for (const fund of funds) {
    try {
      await investor.post('/funds/buy/', { fund_id: fund.id, bank_card_id: investor.bankCardId, amount: '5000.00', password: investor.tradePassword }, true);
      bought += 1;
    } catch {
      // Not every fund is open to this buy (closed, a minimum above it, a risk to confirm): the next one.
    }
    if (bought === 3) break;
  }
  if (bought === 0) throw new Error('the investor could buy no fund');
  await advanceClock(investor, 8);
  return investor;
}

async function loginTo(page: Page, investor: Investor, next: string): Promise<void> {
  await page.goto(`${baseUrl()}/accounts/login/?mobile=${investor.mobile}&next=${encodeURIComponent(next)}`);
  await page.locator('.login-page').waitFor();
  await fill(page, 'password', investor.password);
  await page.locator('.login-submit').click();
}

/** Painted pixels of the canvas under this id (Taro's H5 canvas wraps the real one), and how many are red / green. */
async function paint(page: Page, id: string): Promise<{ painted: number; red: number; green: number }> {
  return page.evaluate((canvasId) => {
    const host = document.getElementById(canvasId);
    const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0) return { painted: 0, red: 0, green: 0 };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    let red = 0;
    let green = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a === 0) continue;
      painted += 1;
      if (r > 200 && g < 90 && b < 90) red += 1;
      if (g > 130 && r < 60 && b < 120) green += 1;
    }
    return { painted, red, green };
  }, id);
}

describe('accounts, more', () => {
  it('an investor with holdings opens my assets and sees the income bars and the allocation pie painted', async () => {
    const investor = await investorWithIncome();
    const page = await phonePage(browser);
    await loginTo(page, investor, '/accounts/my_assets/');
    await page.locator('.my-assets-page').waitFor();
    await page.locator('.guide-overlay').waitFor();
    await screenshot(page, 'accounts-more-01-my-assets-guide');
    await page.getByText('我知道了').click();
    await page.locator('.guide-overlay').waitFor({ state: 'detached' });

    await page.locator('.income-bars-chart').waitFor();
    await page.locator('.assets-pie').waitFor();
    await expect(page.locator('.assets-pie-name').allTextContents()).resolves.toEqual(['股票', '债券', '现金', '其他']);
    // F2 draws after the canvas is measured: wait for paint rather than for a fixed time.
    await page.waitForFunction(() => {
      const host = document.getElementById('my-assets-allocation-pie');
      const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas');
      return Boolean(canvas && canvas.width > 0);
    });
    await page.waitForTimeout(500);
    await screenshot(page, 'accounts-more-02-my-assets');
    const bars = await paint(page, 'my-assets-income-bars');
    const pie = await paint(page, 'my-assets-allocation-pie');
    expect(bars.painted).toBeGreaterThan(500);
    // The demo market moves after its seeded history, so the days the clock passed earned or lost: red or green bars.
    expect(bars.red + bars.green).toBeGreaterThan(50);
    expect(pie.painted).toBeGreaterThan(2000);
    await page.locator('.my-assets-allocation-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'accounts-more-03-my-assets-pie');

    // The guide is shown once: a second visit goes without it.
    await page.reload();
    await page.locator('.income-bars-chart').waitFor();
    await expect(page.locator('.guide-overlay').count()).resolves.toBe(0);

    await page.locator('.my-assets-income-detail').click();
    await page.locator('.income-page .income-row').nth(1).waitFor();
    await screenshot(page, 'accounts-more-04-income');
  });

  it('the private-fund questionnaire is answered to its result', async () => {
    const page = await phonePage(browser);
    await loginTo(page, await newInvestor(), '/privatefunds/investment_risk/mine/');
    await page.locator('.private-risk-mine').waitFor();
    await screenshot(page, 'accounts-more-05-private-risk-untested');
    await page.locator('.private-risk-start').click();
    await page.locator('.risk-questions').waitFor();
    await screenshot(page, 'accounts-more-06-private-risk-question');
    for (let i = 0; i < 6; i += 1) {
      await page.locator('.risk-progress', { hasText: `${i + 1}/6` }).waitFor();
      // 是 for the qualified-investor facts, then the boldest option.
      await (i < 3 ? page.locator('.risk-option').first() : page.locator('.risk-option').last()).click();
    }
    await page.locator('.risk-submit').click();
    // The result opens over the questions; H5 keeps the earlier (hidden) result page in the stack.
    await page.locator('.private-risk-qualified >> visible=true', { hasText: /^合格投资者$/ }).waitFor();
    expect(await page.locator('.private-risk-level >> visible=true').textContent()).toMatch(/型$/);
    expect(await page.locator('.private-risk-status >> visible=true').textContent()).toMatch(/有效期至\d{4}-\d{2}-\d{2}/);
    expect(await page.locator('.private-risk-start >> visible=true').textContent()).toBe('重新测评');
    await page.waitForTimeout(600); // the page slide of H5 navigation
    await screenshot(page, 'accounts-more-07-private-risk-result');
  });

  it('more: an app-only tool offers download or cancel, download opens the download page; the advisory test without a portfolio says how to get there', async () => {
    const page = await phonePage(browser);
    await loginTo(page, await newInvestor(), '/accounts/more/');
    await page.locator('.more-page').waitFor();
    await page.locator('.more-entry-asset_health').click();
    await page.getByText('该功能仅在App内开放').waitFor();
    await screenshot(page, 'accounts-more-08-app-only');
    await expect(page.getByText('下载App', { exact: true }).last().isVisible()).resolves.toBe(true);
    await page.getByText('取消', { exact: true }).last().click();
    await expect(page.locator('.more-page').isVisible()).resolves.toBe(true);
    await page.locator('.more-entry-fund_model').click();
    await page.getByText('该功能仅在App内开放').waitFor();
    await page.getByText('下载App', { exact: true }).last().click();
    await page.waitForURL(/\/app\/download$/);
    await page.goto(`${baseUrl()}/portfolio/advisor_risk/`);
    await page.getByText('投顾风险测评需从组合页面进入，请先选择投顾组合').waitFor();
    await screenshot(page, 'accounts-more-09-advisor-no-portfolio');
  });
});
