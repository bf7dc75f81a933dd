import Taro, { useDidShow } from '@tarojs/taro';
import { isLoggedIn } from '@fund/core/api';
import { loginRedirectFor, matchUrl, parsePageUrl, specUrlFor } from '@fund/core/navigation';
import { openUrlFor } from './page-address';
import { decodeOptions } from './page-options';
import { storage } from './storage';

// One login gate for every page, built now or later: core's route table says which routes need a login
// (`auth: 'login'`, from the spec inventory); every way into a page passes here — in-app navigation, the H5
// address bar at boot, and a mini program opened on a page (share card, scan, DevTools) — so no page has to
// remember its own check. Tab pages are left alone: 我的 shows its guest state with a login button, so a
// guest who backs out of login is not pushed to login again.

/** The URL to open instead of specUrl: the login page with next=specUrl for a guest on a login-only route. */
export function gatedUrl(specUrl: string): string {
  if (matchUrl(specUrl)?.route.tab) return specUrl;
  return loginRedirectFor(specUrl, isLoggedIn(storage)) ?? specUrl;
}

interface ShowOptions {
  path?: string;
  query?: Record<string, string | undefined>;
}

/** A page opened from outside (mini program launch or return from a share card), as a spec URL. */
function openedSpecUrl(options: ShowOptions | undefined): string | null {
  if (!options?.path) return null;
  const { page } = parsePageUrl(`/${options.path.replace(/^\//, '')}`);
  return specUrlFor(page, decodeOptions(options.query ?? {}));
}

/**
 * For the app component: the page a mini program was opened on (launch or return to the foreground) passes
 * the gate too; a guest lands on login with next set instead of on a page that would fail with 401.
 */
export function useOpenedPageGate(): void {
  useDidShow((options?: ShowOptions) => {
    const opened = openedSpecUrl(options);
    if (opened === null) return;
    const target = gatedUrl(opened);
    const pageUrl = target === opened ? null : openUrlFor(target);
    if (pageUrl !== null) void Taro.reLaunch({ url: pageUrl });
  });
}
