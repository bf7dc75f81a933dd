import { matchUrl, specUrlFor } from '@fund/core/navigation';
import { decodeOptions, type StackPage } from './page-options';

// On H5 every page sits at its spec URL (router.customRoutes, generated from core's route table): the app
// opens spec URLs, and the address bar is the link a user copies.

/** Taro's own keys among a page's params. */
const TARO_KEYS = ['stamp', '$taroTimestamp'];

/** The canonical spec URL (an alias spelling becomes the route's own); null for a URL no route knows. */
export function openUrlFor(specUrl: string): string | null {
  const match = matchUrl(specUrl);
  return match === null ? null : specUrlFor(match.route.page, { ...match.query, ...match.params });
}

/**
 * The spec URL of a page on the stack: its route is the address it was opened at; its params hold the path
 * params (decoded) and the query (still encoded) besides Taro's own keys.
 */
export function specUrlOfPage(page: StackPage | undefined): string | null {
  const match = page?.route ? matchUrl(page.route) : null;
  if (!match) return null;
  const query = Object.fromEntries(
    Object.entries(page?.$taroParams ?? {}).filter(([key]) => !TARO_KEYS.includes(key) && !Object.prototype.hasOwnProperty.call(match.params, key)),
  );
  return specUrlFor(match.route.page, { ...decodeOptions(query), ...match.params });
}
