// The signup and card-binding steps a new user takes in the browser, shared by the journeys that need a real
// new user (the account journey, the invited friend): slider, SMS code, card, identity, address, trade
// password and the risk test.
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from './browser';

/** A mobile nobody used yet in this run's throwaway database. */
export function freshMobile(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

export async function fill(page: Page, field: string, value: string): Promise<void> {
  const input = page.locator(`[data-field="${field}"] input`);
  await input.fill(value);
  await input.blur();
}

/** The code the page's session asked for: the development peek answers the session (its CSRF token) that sent it. */
export async function latestSms(page: Page, mobile: string): Promise<string> {
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

/** Signs up through the page; `query` is what a share link adds (e.g. `?invite_code=…`). */
export async function signup(page: Page, mobile: string, shot: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl()}/accounts/signup/${query}`);
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

export async function fillCard(page: Page, cardNo: string, mobile: string, idCardNo = '110101199003074514'): Promise<void> {
  await page.locator('.bind-card-page').waitFor();
  await fill(page, 'real_name', '张三');
  await fill(page, 'id_card_no', idCardNo);
  await fill(page, 'bank_card_no', cardNo);
  await fill(page, 'mobile', mobile);
}

export interface TestCard {
  cardNo: string;
  idCardNo: string;
}

/** The card and identity the account journey binds (each may be bound once per server). */
const FIRST_CARD: TestCard = { cardNo: '6222020000000000018', idCardNo: '110101199003074514' };

/** A 工商银行 card number (Luhn) and a resident ID (GB 11643 check character) nobody bound yet in this run. */
export function freshCard(): TestCard {
  const digits = String(Date.now()).slice(-9);
  const body = `622202${'000'}${digits}`.slice(0, 18);
  const luhn = [...body].reverse().reduce((sum, d, i) => {
    const n = Number(d) * (i % 2 === 0 ? 2 : 1);
    return sum + (n > 9 ? n - 9 : n);
  }, 0);
  const cardNo = `${body}${(10 - (luhn % 10)) % 10}`;
  const id17 = `11010119900307${digits.slice(-3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...id17].reduce((t, d, i) => t + Number(d) * (weights[i] ?? 0), 0);
  return { cardNo, idCardNo: `${id17}${'10X98765432'[sum % 11]}` };
}

/**
 * Binds a test card with identity from the open-account entry, then the career, address, trade password
 * (135790) and the 12-question risk test; ends on the bind-complete page. Screenshots `${shot}-03…09`; the
 * risk level it shows is returned.
 */
export async function bindCardAndTestRisk(page: Page, mobile: string, shot: string, card: TestCard = FIRST_CARD): Promise<string> {
  await page.goto(`${baseUrl()}/accounts/bank_cards/bind/?open_account=1`);
  await fillCard(page, card.cardNo, mobile, card.idCardNo);
  await page.getByText('获取验证码').click();
  await page.getByText(/重新发送\(\d+\)/).waitFor();
  await fill(page, 'captcha', await latestSms(page, mobile));
  await screenshot(page, `${shot}-03-bind-card`);
  await page.locator('.bind-next').click();

  await page.locator('.bind-user-page').waitFor();
  await page.locator('.career-option').nth(1).click();
  await screenshot(page, `${shot}-04-career`);
  await page.locator('.bind-user-next').click();

  await page.locator('.bind-address-page').waitFor();
  await page.locator('.area-option', { hasText: '浙江省' }).click();
  await page.locator('.area-option', { hasText: '杭州市' }).click();
  await page.locator('.area-option', { hasText: '西湖区' }).click();
  await page.locator('.address-street input').fill('文三路 1 号');
  await screenshot(page, `${shot}-05-address`);
  await page.locator('.bind-address-next').click();

  await page.locator('.trade-password-page').waitFor();
  await fill(page, 'password', '135790');
  await fill(page, 'repeat_password', '135790');
  await screenshot(page, `${shot}-06-trade-password`);
  await page.locator('.trade-password-submit').click();

  await page.locator('.risk-questions').waitFor();
  await screenshot(page, `${shot}-07-risk-question`);
  for (let i = 0; i < 12; i += 1) {
    await page.locator('.risk-progress', { hasText: `${i + 1}/12` }).waitFor();
    await page.locator('.risk-option').nth(2).click();
  }
  await page.locator('.risk-submit').click();
  await page.locator('.risk-result .risk-level').waitFor();
  const level = (await page.locator('.risk-result .risk-level').textContent()) ?? '';
  if (!/型$/.test(level)) throw new Error(`risk level text: ${level}`);
  const effective = (await page.locator('.risk-effective').textContent()) ?? '';
  if (!/^有效期至\d{4}-\d{2}-\d{2}$/.test(effective)) throw new Error(`risk effective text: ${effective}`);
  await screenshot(page, `${shot}-08-risk-result`);
  await page.locator('.risk-done').click();

  await page.locator('.bind-complete-page').waitFor();
  await screenshot(page, `${shot}-09-bind-complete`);
  return level;
}
