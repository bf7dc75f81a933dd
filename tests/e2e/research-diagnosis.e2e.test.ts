import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { newInvestor } from './investor';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function fill(page: Page, field: string, value: string): Promise<void> {
  const input = page.locator(`[data-field="${field}"] input`);
  await input.fill(value);
  await input.blur();
}

async function openDiagnosis(page: Page, symbol: string): Promise<void> {
  await page.goto(`${baseUrl()}/symbols/funds/diagnosis/detail/${symbol}/`);
  await page.locator('.diagnosis-detail-page').first().waitFor();
}

describe('research: diagnosis and managers', () => {
  it('a guest sees three diagnoses free; the fourth shows the login picture, which leads to login and back', async () => {
    const funds = await getJson<{ results: { symbol: string; abbr_name: string }[] }>('/symbols/funds/?page=1&page_size=4');
    const symbols = funds.results.map((f) => f.symbol);
    expect(symbols).toHaveLength(4);
    const page = await phonePage(browser);
    for (const [i, symbol] of symbols.slice(0, 3).entries()) {
      await openDiagnosis(page, symbol);
      await page.locator('.dd-name').waitFor();
      await page.getByText(`游客还可免费诊断${2 - i}次`).waitFor();
      const score = page.locator('.dd-score .diagnosis-score');
      expect(await score.getAttribute('class')).toMatch(/score-(red|blue|green|muted)/);
      if (i === 0) await screenshot(page, 'research-diagnosis-01-guest-detail');
    }
    const fourth = symbols[3] ?? '';
    await openDiagnosis(page, fourth);
    await page.locator('.image-dialog .imd-image').waitFor();
    expect(await page.locator('.dd-name').count()).toBe(0);
    await screenshot(page, 'research-diagnosis-02-login-picture');

    await page.locator('.image-dialog .imd-image').click();
    await page.locator('.login-page').waitFor();
    expect(decodeURIComponent(page.url())).toContain(`next=/symbols/funds/diagnosis/detail/${fourth}/`);
    const investor = await newInvestor();
    await fill(page, 'mobile', investor.mobile);
    await fill(page, 'password', investor.password);
    await page.locator('.login-submit').click();
    await page.locator('.diagnosis-detail-page .dd-name').waitFor();
    expect(await page.getByText(/游客还可免费诊断/).count()).toBe(0);
    await screenshot(page, 'research-diagnosis-03-after-login');
  });

  it('after logging in, the manager followed last comes first in the followed list', async () => {
    const managers = await getJson<{ results: { id: number; name: string }[] }>('/symbols/funds/managers/?page=1&page_size=2');
    const [first, second] = managers.results;
    if (!first || !second) throw new Error('the demo market has fewer than two managers');
    const page = await phonePage(browser);
    const investor = await newInvestor();
    await page.goto(`${baseUrl()}/accounts/login/?mobile=${investor.mobile}&next=${encodeURIComponent(`/symbols/funds/managers/${first.id}/`)}`);
    await fill(page, 'password', investor.password);
    await page.locator('.login-submit').click();
    await page.locator('.manager-detail-page .md-name', { hasText: first.name }).waitFor();
    await page.locator('.ma-follow', { hasText: '+ 关注' }).click();
    await page.locator('.ma-follow', { hasText: '已关注' }).waitFor();

    await page.goto(`${baseUrl()}/symbols/funds/managers/${second.id}/`);
    await page.locator('.manager-detail-page .md-name', { hasText: second.name }).waitFor();
    await page.locator('.ma-follow', { hasText: '+ 关注' }).click();
    await page.locator('.ma-follow', { hasText: '已关注' }).waitFor();
    await screenshot(page, 'research-diagnosis-04-manager-followed');

    await page.goto(`${baseUrl()}/symbols/funds/managers/`);
    await page.locator('.mp-tab-followed').click();
    await page.locator('.followed-managers .manager-row').first().waitFor();
    const names = await page.locator('.followed-managers .manager-row-name').allTextContents();
    expect(names.slice(0, 2)).toEqual([second.name, first.name]);
    await screenshot(page, 'research-diagnosis-05-followed-managers');
  });

  it('the video list shows 8 videos and plays one in a modal', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/statuses/news/`);
    await page.locator('.status-row').first().waitFor();
    await page.locator('.sn-tab', { hasText: '视频' }).click();
    await page.locator('.video-item').first().waitFor();
    expect(await page.locator('.video-item').count()).toBe(8);
    await page.locator('.video-item').nth(1).click();
    await page.locator('.video-modal .video-player').waitFor();
    await screenshot(page, 'research-diagnosis-06-video-modal');
  });
});
