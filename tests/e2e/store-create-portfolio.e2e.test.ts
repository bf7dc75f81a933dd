// Issue 18 in the browser: an investor applies for a store on /store/apply_form/, the demo approves it, the
// owner builds a portfolio of two funds on /portfolio/create/ and publishes it, and the store page lists it.
// The avatar is a path on this server: the CSP lets the page show no image from elsewhere.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { newInvestor, storeToken, type Investor } from './investor';

let browser: Browser;
let api: Investor;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  api = await newInvestor();
  page = await phonePage(browser);
  await storeToken(page.context(), api.token);
}, 60000);

afterAll(async () => {
  await browser?.close();
});

async function go(path: string, ready: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 30000 });
}

/** Taro's H5 Input and Textarea wrap the native field. */
const field = (cls: string) => page.locator(`.${cls} input, .${cls} textarea, input.${cls}, textarea.${cls}`).first();

describe('a store of ones own with a portfolio in it', () => {
  const suffix = String(Date.now()).slice(-6);
  const storeName = `E2E小店${suffix}`;
  const portfolioName = `E2E组合${suffix}`;

  it('applies, is approved, creates a portfolio and sees it on the store page', async () => {
    await go('/store/apply/', '.store-apply-action');
    await page.locator('.store-apply-action').click();
    await page.locator('.store-apply-form').waitFor({ timeout: 30000 });
    await field('apply-name').fill(storeName);
    await field('apply-introduction').fill('专注长期配置的基金组合，稳健为先。');
    await field('apply-avatar').fill('/api/v1/media/avatars/default.png?size=128');
    await field('apply-qualification_no').fill('S0100619010001');
    await page.locator('.apply-agreement').click();
    await screenshot(page, 'store-01-apply-form');
    await page.locator('.apply-submit').click();
    await page.locator('.store-apply-waiting').waitFor({ timeout: 30000 });
    // The status page replaces the form with a slide: let it settle before the picture.
    await page.waitForTimeout(800);
    await screenshot(page, 'store-02-in-review');

    await api.post('/dev/store/approve', {});
    await page.reload();
    await page.locator('.store-apply-action').waitFor({ timeout: 30000 });
    await page.locator('.store-apply-action').click();
    await page.locator('.store-view .store-name', { hasText: storeName }).waitFor({ timeout: 30000 });

    await go('/portfolio/create/', '.create-page .fund-candidate .add-fund');
    await field('name-input').fill(portfolioName);
    await field('description-input').fill('两只基金各占一半的长期组合，定期再平衡。');
    const adds = page.locator('.fund-candidate .add-fund');
    await adds.first().click();
    await page.locator('.weight-row').first().waitFor();
    await adds.first().click();
    await page.locator('.weight-row').nth(1).waitFor();
    const weights = page.locator('.weight-row .weight-input input, .weight-row input.weight-input');
    await weights.nth(0).fill('50');
    await weights.nth(1).fill('50');
    await screenshot(page, 'store-03-create-portfolio');
    await page.locator('.publish-button').click();
    // Published: the owner lands on the new portfolio's page.
    await page.waitForURL(/\/portfolio\/\d+\//, { timeout: 30000 });
    await page.getByText(portfolioName).first().waitFor({ timeout: 30000 });

    const store = await api.get<{ id: number }>('/store/mine/');
    const listed = await api.get<{ results: { name: string }[] }>(`/store/portfolios/?store_id=${store.id}`);
    expect(listed.results.map((p) => p.name)).toContain(portfolioName);
    await go(`/store/${store.id}/`, '.store-view');
    await page.getByText(portfolioName).first().waitFor({ timeout: 30000 });
    await screenshot(page, 'store-04-store-lists-portfolio');
  });
});
