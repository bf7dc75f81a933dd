import { pageUrlFor } from '@fund/core/navigation';

/**
 * A spec URL typed into the browser (/s/000001/buy/?amount=100) becomes the page URL Taro's router knows
 * (/trade/fund-buy/index?symbol=000001&amount=100) before the router starts. Page URLs pass through.
 */
export function bootPlatform(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if (pathname === '/' && search === '') return;
  const pageUrl = pageUrlFor(pathname + search);
  if (pageUrl !== null && pageUrl !== pathname + search) window.history.replaceState(window.history.state, '', pageUrl + hash);
}
