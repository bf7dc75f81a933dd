import type { Browser, Page } from 'playwright-core';
import { baseUrl, cspViolations, launch, phonePage, screenshot } from './browser';
import { newInvestor } from './investor';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
  // The journeys ran under the server's CSP (helmet): nothing the built H5 does may have been refused.
  expect(cspViolations).toEqual([]);
});

/** A mobile nobody used yet in this run's throwaway database. */
function freshMobile(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

async function fill(page: Page, field: string, value: string): Promise<void> {
  const input = page.locator(`[data-field="${field}"] input`);
  await input.fill(value);
  await input.blur();
}

/** The code the page's session asked for: the development peek answers the session (its CSRF token) that sent it. */
async function latestSms(page: Page, mobile: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  if (!csrf) throw new Error('the page has no CSRF token');
  for (let i = 0; i < 20; i += 1) {
    const res = await fetch(`${baseUrl()}/api/v1/dev/sms/latest?mobile=${mobile}`, { headers: { 'X-CSRFToken': csrf } });
    if (res.ok) return ((await res.json()) as { code: string }).code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${mobile}`);
}

/** Where the puzzle's gap is, read from its picture as a person would see it: the rim is the only pure white. */
async function gapOf(page: Page): Promise<{ gapX: number; width: number }> {
  const image = page.locator('.slider-image img').first();
  await image.waitFor();
  return image.evaluate(async (node) => {
    const img = node as HTMLImageElement;
    if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    for (let x = 0; x < canvas.width; x += 1) {
      for (let y = 0; y < canvas.height; y += 1) {
        const i = (y * canvas.width + x) * 4;
        if (data[i] === 255 && data[i + 1] === 255 && data[i + 2] === 255) return { gapX: x, width: canvas.width };
      }
    }
    throw new Error('no gap in the slider picture');
  });
}

/** Drags the slider's knob by touch onto the puzzle's gap (the server decides whether it fits). */
async function passSlider(page: Page): Promise<void> {
  const { gapX, width } = await gapOf(page);
  const handle = page.locator('.slider-input .weui-slider-handler, .slider-input .weui-slider__handler').first();
  const inner = page.locator('.slider-input .weui-slider-inner, .slider-input .weui-slider__inner').first();
  const knob = await handle.boundingBox();
  const track = await inner.boundingBox();
  if (!knob || !track) throw new Error('slider not rendered');
  const x0 = knob.x + knob.width / 2;
  const y = knob.y + knob.height / 2;
  const x1 = x0 + (gapX / width) * track.width;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y, id: 1 }] });
  for (let i = 1; i <= 5; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + ((x1 - x0) * i) / 5, y, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.getByText('验证通过').waitFor();
}

async function signup(page: Page, mobile: string, shot: string): Promise<void> {
  await page.goto(`${baseUrl()}/accounts/signup/`);
  await page.locator('.signup-page').waitFor();
  await fill(page, 'mobile', mobile);
  await page.locator('.signup-agreement').click();
  await passSlider(page);
  await page.getByText('获取验证码').click();
  await page.getByText(/重新发送\(\d+\)/).waitFor();
  await fill(page, 'captcha', await latestSms(page, mobile));
  await fill(page, 'password', 'abc12345');
  await screenshot(page, `${shot}-signup`);
  await page.locator('.signup-submit').click();
  await page.locator('.mine-page .mine-name').waitFor();
}

async function fillCard(page: Page, cardNo: string, mobile: string): Promise<void> {
  await page.locator('.bind-card-page').waitFor();
  await fill(page, 'real_name', '张三');
  await fill(page, 'id_card_no', '110101199003074514');
  await fill(page, 'bank_card_no', cardNo);
  await fill(page, 'mobile', mobile);
}

describe('account journeys', () => {
  it('a new user signs up, binds a card with identity, sets the trade password, takes the risk test and sees the result on mine', async () => {
    const page = await phonePage(browser);
    const mobile = freshMobile();
    await signup(page, mobile, 'accounts-01');
    await screenshot(page, 'accounts-02-mine-new');

    await page.goto(`${baseUrl()}/accounts/bank_cards/bind/?open_account=1`);
    await fillCard(page, '6222020000000000018', mobile);
    await page.getByText('获取验证码').click();
    await page.getByText(/重新发送\(\d+\)/).waitFor();
    await fill(page, 'captcha', await latestSms(page, mobile));
    await screenshot(page, 'accounts-03-bind-card');
    await page.locator('.bind-next').click();

    await page.locator('.bind-user-page').waitFor();
    await page.locator('.career-option').nth(1).click();
    await screenshot(page, 'accounts-04-career');
    await page.locator('.bind-user-next').click();

    await page.locator('.bind-address-page').waitFor();
    await page.locator('.area-option', { hasText: '浙江省' }).click();
    await page.locator('.area-option', { hasText: '杭州市' }).click();
    await page.locator('.area-option', { hasText: '西湖区' }).click();
    await page.locator('.address-street input').fill('文三路 1 号');
    await screenshot(page, 'accounts-05-address');
    await page.locator('.bind-address-next').click();

    await page.locator('.trade-password-page').waitFor();
    await fill(page, 'password', '135790');
    await fill(page, 'repeat_password', '135790');
    await screenshot(page, 'accounts-06-trade-password');
    await page.locator('.trade-password-submit').click();

    await page.locator('.risk-questions').waitFor();
    await screenshot(page, 'accounts-07-risk-question');
    for (let i = 0; i < 12; i += 1) {
      await page.locator('.risk-progress', { hasText: `${i + 1}/12` }).waitFor();
      await page.locator('.risk-option').nth(2).click();
    }
    await page.locator('.risk-submit').click();
    await page.locator('.risk-result .risk-level').waitFor();
    const level = (await page.locator('.risk-result .risk-level').textContent()) ?? '';
    expect(level).toMatch(/型$/);
    expect(await page.locator('.risk-effective').textContent()).toMatch(/^有效期至\d{4}-\d{2}-\d{2}$/);
    await screenshot(page, 'accounts-08-risk-result');
    await page.locator('.risk-done').click();

    await page.locator('.bind-complete-page').waitFor();
    await screenshot(page, 'accounts-09-bind-complete');
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
