import { pageUrlFor, parsePageUrl, specUrlFor } from '@fund/core/navigation';
import { decodeOptions, type StackPage } from './page-options';

// Mini programs open pages by page path ('/trade/fund-buy/index?symbol=000001'); page-address.h5.ts opens the
// spec URL itself, which Taro's H5 router knows through customRoutes.

/** The URL to hand Taro's navigateTo/redirectTo/reLaunch for a spec URL; null for a URL no route knows. */
export function openUrlFor(specUrl: string): string | null {
  return pageUrlFor(specUrl);
}

/** The spec URL of a page on the stack; null when it answers no route. */
export function specUrlOfPage(page: StackPage | undefined): string | null {
  if (!page?.route) return null;
  const { page: pagePath } = parsePageUrl(`/${page.route.replace(/^\//, '')}`);
  return specUrlFor(pagePath, decodeOptions(page.options ?? {}));
}
