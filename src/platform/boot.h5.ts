import { routesAlias } from '@tarojs/router';
import { matchUrl, parsePageUrl, specUrlFor } from '@fund/core/navigation';
import { releaseFirstScreen } from './first-screen.h5';
import { gatedUrl } from './login-gate';

/**
 * Taro finds a page's config (title, pull-down) by the page path its address stands for, and knows that only
 * for an address without params (/accounts/trade_password/change/); for /s/000001/ core's route table answers.
 */
function readParamAddresses(): void {
  const exact = routesAlias.getOrigin;
  routesAlias.getOrigin = (url = '') => {
    const origin = exact(url);
    if (origin !== url) return origin;
    const page = matchUrl(url)?.route.page;
    return page === undefined ? url : `/${page}`;
  };
}

/** An old link at a page path (/trade/fund-buy/index?symbol=000001), as its spec URL. */
function specUrlOfOldLink(url: string): string | null {
  const { page, params } = parsePageUrl(url);
  return specUrlFor(page, params);
}

/**
 * Before the router starts: the address typed into the browser stays as it is when it is a spec URL; an old
 * page-path link becomes its spec URL; a guest's login-only address becomes the login page with next set.
 */
export function bootPlatform(): void {
  if (typeof window === 'undefined') return;
  readParamAddresses();
  releaseFirstScreen();
  const { pathname, search, hash } = window.location;
  if (pathname === '/' && search === '') return;
  const asked = pathname + search;
  const specUrl = matchUrl(asked) === null ? (specUrlOfOldLink(asked) ?? asked) : asked;
  const target = gatedUrl(specUrl);
  if (target !== asked) window.history.replaceState(window.history.state, '', target + hash);
}
