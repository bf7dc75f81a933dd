import { matchUrl, routeForPage } from '@fund/core/navigation';

export type DeadEnd = 'unknown' | 'coming-soon';

/**
 * What the address the app could not open was: a spec URL (H5) or page path (mini programs) core's route
 * table knows (its page is not built yet, so the route is coming soon) or an address no route knows. Taro
 * reports page paths with a leading slash and sometimes without the trailing 'index'.
 */
export function deadEndOf(from: string | undefined): DeadEnd {
  if (!from) return 'unknown';
  if (matchUrl(from) !== null) return 'coming-soon';
  const path = (from.split('?')[0] ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
  const page = path.endsWith('/index') ? path : `${path}/index`;
  return routeForPage(page) === null ? 'unknown' : 'coming-soon';
}
