import { pageUrlFor } from '@fund/core/navigation';
import { gatedUrl } from './login-gate';

/**
 * A spec URL typed into the browser (/s/000001/buy/?amount=100) becomes the page URL Taro's router knows
 * (/trade/fund-buy/index?symbol=000001&amount=100) before the router starts; a guest's login-only address
 * becomes the login page with next set. Page URLs pass through.
 */
export function bootPlatform(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if (pathname === '/' && search === '') return;
  const pageUrl = pageUrlFor(gatedUrl(pathname + search));
  if (pageUrl !== null && pageUrl !== pathname + search) window.history.replaceState(window.history.state, '', pageUrl + hash);
}
