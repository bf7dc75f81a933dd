import type { Browser } from 'playwright-core';
import { baseUrl, cspViolations, launch, phonePage, screenshot } from './browser';
import { newInvestor } from './investor';
import { bindCardAndTestRisk, fill, freshMobile, signup } from './signup-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
  // The journeys ran under the server's CSP (helmet): nothing the built H5 does may have been refused.
  expect(cspViolations).toEqual([]);
});

describe('account journeys', () => {
  it('a new user signs up, binds a card with identity, sets the trade password, takes the risk test and sees the result on mine', async () => {
    const page = await phonePage(browser);
    const mobile = freshMobile();
    await signup(page, mobile, 'accounts-01');
    await screenshot(page, 'accounts-02-mine-new');

    const level = await bindCardAndTestRisk(page, mobile, 'accounts');
    await page.locator('.bind-complete-done').click();
    await page.locator('.mine-entry-risk', { hasText: level }).waitFor();
    await screenshot(page, 'accounts-10-mine-tested');

    await page.goto(`${baseUrl()}/accounts/bank_cards/`);
    await page.locator('.bank-card-row', { hasText: '0018' }).waitFor();
    await screenshot(page, 'accounts-11-bank-cards');
  });

  it('a wrong password shows the account_invalid confirm', async () => {
    const page = await phonePage(browser);
    // Failed logins count against the account: an investor of this test's own, never the shared demo one.
    await page.goto(`${baseUrl()}/accounts/login/?mobile=${(await newInvestor()).mobile}`);
    await page.locator('.login-page').waitFor();
    await fill(page, 'password', 'wrong-pass');
    await page.locator('.login-submit').click();
    await page.getByText('帐号或密码错误，请重新输入。').waitFor();
    await expect(page.getByText('忘记密码', { exact: true }).last().isVisible()).resolves.toBe(true);
    await screenshot(page, 'accounts-12-login-invalid');
  });

  it('a guest opening mine lands on login and returns there after logging in', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl()}/accounts/mine/`);
    await page.locator('.login-page').waitFor();
    expect(decodeURIComponent(page.url())).toContain('next=/accounts/mine/');
    await screenshot(page, 'accounts-13-guest-login');
    // The demo account only logs in here (its name is what mine shows); nothing of it changes.
    await fill(page, 'mobile', '13800000000');
    await fill(page, 'password', 'demo1234');
    await page.locator('.login-submit').click();
    await page.locator('.mine-page .mine-name', { hasText: '演示用户' }).waitFor();
    expect(page.url()).toContain('/accounts/mine/');
    await screenshot(page, 'accounts-14-mine-after-login');
  });

  it('a timed-out test card shows the retry choice', async () => {
    const page = await phonePage(browser);
    const investor = await newInvestor();
    await page.goto(`${baseUrl()}/accounts/login/?mobile=${investor.mobile}&next=${encodeURIComponent('/accounts/bank_cards/bind/')}`);
    await fill(page, 'password', investor.password);
    await page.locator('.login-submit').click();
    await page.locator('.bind-card-page').waitFor();
    await fill(page, 'bank_card_no', '6216610000000000099');
    await fill(page, 'mobile', investor.mobile);
    await page.getByText('获取验证码').click();
    await page.getByText('银行验证超时，请稍后重试').waitFor();
    await expect(page.getByText('重试', { exact: true }).last().isVisible()).resolves.toBe(true);
    await expect(page.getByText('绑卡遇到问题').isVisible()).resolves.toBe(true);
    await screenshot(page, 'accounts-15-bind-timeout');
  });
});
