// Large-text mode (issue 24, B8): turned on in 设置, it enlarges the app's text by core's scale, survives a
// reload (platform storage), and the main pages at 390 px still show every piece of text whole: no word cut off
// by its box or the screen, and no two texts drawn over each other.
import type { Page } from 'playwright-core';
import { SETTINGS_TEXTS } from '@fund/core/account';
import { FIRST_SCREEN } from '@fund/core/navigation';
import { LARGE_TEXT } from '@fund/core/ui';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { demoSession, newInvestor, storeToken } from './investor';
import { investorPhone, MAIN_PAGES, openMainPage } from './main-pages';

const phone = investorPhone();
// The stored choice, as 设置 keeps it, before any page of the main-page checks opens.
const storeLargeText = (page: Page) => page.context().addInitScript(([key, on]) => window.localStorage.setItem(key, JSON.stringify({ data: on })), [LARGE_TEXT.storageKey, LARGE_TEXT.on] as const);

interface TextProblem {
  kind: 'clipped' | 'off-screen' | 'overlap';
  text: string;
  other?: string;
}

/**
 * Every visible piece of text on the page, measured by the boxes its glyphs are drawn in (a Range over its text
 * nodes): cut off when its element hides overflow it has, off screen past the 390 px width, and overlapping when
 * two texts' boxes cross by more than 2 px each way. Deliberate one-line truncation (text-overflow: ellipsis)
 * is a design choice and not counted as cut off; such a text is drawn only inside its box, so only that part
 * can overlap another. A box that scrolls on an axis (the page, a sideways strip) shows what lies past its
 * edge by a scroll, so it cuts off nothing on that axis.
 */
async function textProblems(p: Page): Promise<TextProblem[]> {
  return p.evaluate(() => {
    const problems: { kind: 'clipped' | 'off-screen' | 'overlap'; text: string; other?: string }[] = [];
    const width = document.documentElement.clientWidth;
    const items: { el: Element; text: string; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight);
      if (rects.length === 0) continue;
      // Hidden behind an ancestor that clips (a collapsed panel, a virtual list's off-window rows): not shown.
      if (el.closest('[aria-hidden="true"]')) continue;
      const item = { el, text, rects };
      items.push(item);
      // A strip that scrolls sideways (the fund types) shows the rest by a swipe: not off screen.
      let scrolls = false;
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) if (/auto|scroll/.test(getComputedStyle(box).overflowX)) scrolls = true;
      if (!scrolls) for (const r of rects) if (r.right > width + 1 || r.left < -1) problems.push({ kind: 'off-screen', text });
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const s = getComputedStyle(box);
        const b = box.getBoundingClientRect();
        if (s.textOverflow === 'ellipsis') {
          item.rects = rects
            .map((r) => new DOMRect(Math.max(r.left, b.left), Math.max(r.top, b.top), Math.min(r.right, b.right) - Math.max(r.left, b.left), Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top)))
            .filter((r) => r.width > 0 && r.height > 0);
          break;
        }
        const hidesX = /hidden|clip/.test(s.overflowX);
        const hidesY = /hidden|clip/.test(s.overflowY);
        // The first box that clips or scrolls is the one its text is shown in.
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const cutX = hidesX && rects.some((r) => r.left < b.left - 1 || r.right > b.right + 1);
        const cutY = hidesY && rects.some((r) => r.top < b.top - 1 || r.bottom > b.bottom + 1);
        if (cutX || cutY) problems.push({ kind: 'clipped', text });
        break;
      }
    }
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        if (a.el === b.el) continue;
        const crossing = a.rects.some((r) => b.rects.some((q) => Math.min(r.right, q.right) - Math.max(r.left, q.left) > 2 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 2));
        // A fixed bar (tab bar, trade bar) over scrolled content is how it should be: only texts in one layer count.
        if (crossing && getComputedStyle(a.el).position !== 'fixed' && !a.el.closest('.taro-tabbar__tabbar, .fd-trade-bar') === !b.el.closest('.taro-tabbar__tabbar, .fd-trade-bar')) {
          problems.push({ kind: 'overlap', text: a.text, other: b.text });
        }
      }
    }
    return problems;
  });
}

/**
 * The whole page, not only its first screen: measured at each stop while its scroller (the largest box that
 * scrolls) moves down most of a screen at a time, up to a few screens; each problem is listed once.
 */
async function problemsDownThePage(p: Page, name: string): Promise<TextProblem[]> {
  const seen = new Map<string, TextProblem>();
  for (let stop = 0; stop < 6; stop++) {
    await screenshot(p, `large-text-${name}-${stop}`);
    for (const problem of await textProblems(p)) seen.set(JSON.stringify(problem), problem);
    const moved = await p.evaluate(() => {
      const scrollers = Array.from(document.querySelectorAll('body *')).filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 4);
      const scroller = scrollers.sort((a, b) => b.clientHeight - a.clientHeight)[0] ?? document.scrollingElement;
      if (!scroller) return false;
      const before = scroller.scrollTop;
      scroller.scrollTop = before + scroller.clientHeight * 0.8;
      return scroller.scrollTop > before;
    });
    if (!moved) break;
    await p.waitForLoadState('networkidle').catch(() => undefined);
  }
  return Array.from(seen.values());
}

const rootScale = (p: Page) => p.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), LARGE_TEXT.cssVariable);

// Its own investor and browser: the checks below start with the mode already stored, whatever order they run in.
it('turns on in 设置, enlarges text, and is kept across a reload', async () => {
  const browser = await launch();
  const page = await phonePage(browser);
  try {
    await storeToken(page.context(), (await newInvestor()).token);
    await turnOnInSettings(page);
  } finally {
    await page.context().close();
    await browser.close();
  }
}, 90000);

async function turnOnInSettings(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/accounts/settings/`);
  const row = page.locator('.settings-large-text');
  await row.getByText(SETTINGS_TEXTS.largeText).waitFor({ timeout: 30000 });
  const label = row.getByText(SETTINGS_TEXTS.largeText);
  const before = await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await page.locator('.settings-large-text-switch').click();
  await expect(rootScale(page)).resolves.toBe(String(LARGE_TEXT.scale));
  const after = await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(after / before).toBeCloseTo(LARGE_TEXT.scale, 1);
  await screenshot(page, 'large-text-00-settings');

  await page.reload();
  await page.locator('.settings-large-text').waitFor({ timeout: 30000 });
  await expect(rootScale(page)).resolves.toBe(String(LARGE_TEXT.scale));
}

beforeAll(() => storeLargeText(phone()));

describe.each(MAIN_PAGES.map((p) => [p.name, p] as const))('in large text, %s at 390 px', (name, target) => {
  it('shows every text whole, down to the end of the page: none cut off, off screen or overlapping', async () => {
    const page = phone();
    await openMainPage(page, target);
    expect(await rootScale(page)).toBe(String(LARGE_TEXT.scale));
    expect(await problemsDownThePage(page, name)).toEqual([]);
  }, 90000);
});

// A fresh investor's my assets is mostly empty states: the demo account's year of holdings and records fills it.
it('shows the demo account’s filled my assets whole in large text', async () => {
  const demo = await demoSession();
  const browser = await launch();
  const page = await phonePage(browser);
  try {
    await storeToken(page.context(), demo.token);
    await storeLargeText(page);
    await openMainPage(page, MAIN_PAGES.find((p) => p.name === 'my-assets')!);
    expect(await rootScale(page)).toBe(String(LARGE_TEXT.scale));
    expect(await problemsDownThePage(page, 'my-assets-demo')).toEqual([]);
  } finally {
    await page.context().close();
    await browser.close();
  }
}, 90000);

// The server's first screen (drawn before the app's scripts run) is at the reader's size too: with the app's
// scripts held back, its title is the scale times larger with the mode stored than without, and CSP let the
// inline script that sets the scale run.
it('draws the first screen in large text before the app starts', async () => {
  const browser = await launch();
  const titleSize = async (large: boolean) => {
    const page = await phonePage(browser);
    try {
      await page.context().route('**/js/**', (route) => route.abort());
      if (large) await storeLargeText(page);
      await page.goto(`${baseUrl()}/`);
      const title = page.locator(`#${FIRST_SCREEN.elementId} .fs-title`).first();
      await title.waitFor({ timeout: 30000 });
      return await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    } finally {
      await page.context().close();
    }
  };
  try {
    const normal = await titleSize(false);
    const large = await titleSize(true);
    expect(large / normal).toBeCloseTo(LARGE_TEXT.scale, 2);
  } finally {
    await browser.close();
  }
}, 90000);
