// Sending a guest to login and bringing them back: the spec's ?next= (path + query), default /accounts/mine/.
import { matchUrl } from './route-urls';
import { buildQuery, splitUrl, withQuery } from './url-parts';

export const LOGIN_PATH = '/accounts/login/';
export const DEFAULT_AFTER_LOGIN = '/accounts/mine/';

/** Keeps only the path and query of a URL (no origin, no fragment); null when it is not one of our pages. */
function inAppPathAndQuery(url: string): string | null {
  const parts = splitUrl(url);
  if (parts === null || matchUrl(url) === null) return null;
  return withQuery(parts.path, parts.search);
}

/** '/accounts/login/?next=<encoded path+query>'. A login URL given as next keeps its own next, so logins never nest. */
export function loginUrl(next: string): string {
  const match = matchUrl(next);
  if (match?.route.pattern === LOGIN_PATH) return loginUrl(match.query.next ?? DEFAULT_AFTER_LOGIN);
  const target = inAppPathAndQuery(next) ?? DEFAULT_AFTER_LOGIN;
  return withQuery(LOGIN_PATH, buildQuery([['next', target]]));
}

/** Where to go after login: next when it is one of our pages (never another site, never login again), else the default. */
export function afterLoginUrl(next: string | undefined): string {
  if (next === undefined || next === '') return DEFAULT_AFTER_LOGIN;
  const match = matchUrl(next);
  if (match === null || match.route.pattern === LOGIN_PATH) return DEFAULT_AFTER_LOGIN;
  return inAppPathAndQuery(next) ?? DEFAULT_AFTER_LOGIN;
}

/** The login URL to send a guest to before opening url, or null when the route is open to them (or unknown to us). */
export function loginRedirectFor(url: string, loggedIn: boolean): string | null {
  if (loggedIn) return null;
  const match = matchUrl(url);
  return match !== null && match.route.auth === 'login' ? loginUrl(url) : null;
}
