// Spec URL <-> Taro page URL: the two directions the app navigates by.
import { fillPattern, matchPath } from './pattern-match';
import { MATCHERS, compiledPatternOf, routeForPage, type RouteMatcher } from './route-table';
import type { RouteMatch } from './route-types';
import { buildQuery, parseQuery, setOwn, splitUrl, withQuery } from './url-parts';

function canonicalParams(matcher: RouteMatcher, found: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  matcher.compiled.paramNames.forEach((name, i) => {
    const canonical = matcher.paramNames[i] ?? name;
    setOwn(params, canonical, found[name] ?? '');
  });
  return params;
}

/** Resolves a spec URL ('/s/000001/buy/?amount=100', trailing slash optional, origin and #fragment ignored). */
export function matchUrl(url: string): RouteMatch | null {
  const parts = splitUrl(url);
  if (parts === null) return null;
  for (const matcher of MATCHERS) {
    const found = matchPath(matcher.compiled, parts.path);
    if (found !== null) return { route: matcher.route, params: canonicalParams(matcher, found), query: parseQuery(parts.search) };
  }
  return null;
}

/**
 * The Taro URL for a spec URL: '/<page>?<path params, then query>', e.g. '/trade/fund-buy/index?symbol=000001&amount=100'.
 * A query key that repeats a path param's name is dropped: the path wins.
 */
export function pageUrlFor(url: string): string | null {
  const match = matchUrl(url);
  if (match === null) return null;
  const pathPairs = Object.entries(match.params);
  const queryPairs = Object.entries(match.query).filter(([key]) => !Object.prototype.hasOwnProperty.call(match.params, key));
  return withQuery(`/${match.route.page}`, buildQuery([...pathPairs, ...queryPairs]));
}

/**
 * The spec URL for a page and its params (as Taro hands them over, already decoded). Path params fill the
 * pattern; the rest become the query, the spec's query names first. Null for an unknown page or a missing path param.
 */
export function specUrlFor(page: string, params: Record<string, string | undefined>): string | null {
  const route = routeForPage(page);
  if (route === null) return null;
  const compiled = compiledPatternOf(route);
  const path = fillPattern(compiled, params);
  if (path === null) return null;
  const rest = Object.entries(params).filter(([key]) => !compiled.paramNames.includes(key));
  const declared = route.query.flatMap((name) => rest.filter(([key]) => key === name));
  const others = rest.filter(([key]) => !route.query.includes(key));
  return withQuery(path, buildQuery([...declared, ...others]));
}

/** Reads a Taro page URL ('/trade/fund-buy/index?symbol=000001') back into its page path and decoded params. */
export function parsePageUrl(pageUrl: string): { page: string; params: Record<string, string> } {
  const queryAt = pageUrl.indexOf('?');
  const page = (queryAt === -1 ? pageUrl : pageUrl.slice(0, queryAt)).replace(/^\//, '');
  return { page, params: parseQuery(queryAt === -1 ? '' : pageUrl.slice(queryAt + 1)) };
}
