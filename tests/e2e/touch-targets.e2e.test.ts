// Touch targets (issue 24, B8): on the main pages at 390 px, everything a finger can tap (what the app marks
// as a button, a tab, a link or a switch, the native buttons and the tab bar) offers at least 44 × 44 CSS px,
// by its own box or by the padded hit area around it (a ::before/::after stretched over it counts, as the box
// that takes the tap).
import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { investorPhone, MAIN_PAGES, openMainPage } from './main-pages';

const MIN_PX = 44;
const phone = investorPhone();

interface Target {
  what: string;
  width: number;
  height: number;
}

/** The tappable elements in view, each with the larger of its box and its pseudo-elements' hit areas. */
function tapTargets(p: Page): Promise<Target[]> {
  return p.evaluate(() => {
    const selector = '[role=button], [role=tab], [role=link], [role=switch], a[href], button, taro-button-core, taro-switch-core, .taro-tabbar__tabbar-item, .weui-tabbar__item';
    const out: { what: string; width: number; height: number }[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[aria-hidden="true"]')) continue;
      // A control inside another counted control (a button's inner text) is the same target.
      if (el.parentElement?.closest(selector)) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      let width = box.width;
      let height = box.height;
      for (const pseudo of ['::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content === 'none' || s.position !== 'absolute') continue;
        const top = parseFloat(s.top) || 0;
        const bottom = parseFloat(s.bottom) || 0;
        const left = parseFloat(s.left) || 0;
        const right = parseFloat(s.right) || 0;
        width = Math.max(width, box.width - left - right);
        height = Math.max(height, box.height - top - bottom);
      }
      const what = `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20) ?? ''}"`;
      out.push({ what, width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 });
    }
    return out;
  });
}

describe.each(MAIN_PAGES.map((p) => [p.name, p] as const))('touch targets on %s at 390 px', (name, target) => {
  it(`are all at least ${MIN_PX} × ${MIN_PX} px`, async () => {
    const page = phone();
    await openMainPage(page, target);
    await screenshot(page, `touch-targets-${name}`);
    const targets = await tapTargets(page);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((t) => t.width < MIN_PX - 0.5 || t.height < MIN_PX - 0.5)).toEqual([]);
  }, 90000);
});
