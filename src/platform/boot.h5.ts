import { matchUrl, parsePageUrl, specUrlFor } from '@fund/core/navigation';
import { releaseFirstScreen } from './first-screen.h5';
import { gatedUrl } from './login-gate';
import { installRouteAliases } from './route-aliases.h5';
import { mountPagesInSlices } from './sliced-mount.h5';
import { applyStoredTextScale } from './large-text';
import './touch-targets.h5.css';
import './navigation-bar.h5.css';

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
  installRouteAliases();
  mountPagesInSlices();
  applyStoredTextScale();
  releaseFirstScreen();
  const { pathname, search, hash } = window.location;
  if (pathname === '/' && search === '') return;
  const asked = pathname + search;
  const specUrl = matchUrl(asked) === null ? (specUrlOfOldLink(asked) ?? asked) : asked;
  const target = gatedUrl(specUrl);
  if (target !== asked) window.history.replaceState(window.history.state, '', target + hash);
}
