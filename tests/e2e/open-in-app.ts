// Opening an address inside the loaded H5 app, as the browser's back and forward buttons do: the address changes
// and Taro's router, on popstate, matches it and loads its page in place of the one shown — the same matching as
// a first load, without loading and starting the app again (most of the cost of a visit in the sweeps).
import type { Page } from 'playwright-core';

export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, address);
}
