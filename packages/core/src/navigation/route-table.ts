// ROUTES: every spec route placed on its page, the spec's alternative spellings, and lookups by page and by URL.
import { compilePattern, compareSpecificity, type CompiledPattern } from './pattern-match';
import { placePage } from './page-placement';
import type { RouteDef, RouteSeed } from './route-types';
import { ACCOUNT_ROUTES } from './table-accounts';
import { HOLDING_ROUTES } from './table-holdings';
import { TRADING_ROUTES } from './table-trading';
import { SYMBOL_ROUTES } from './table-symbols';
import { RESEARCH_ROUTES } from './table-research';
import { PORTFOLIO_STORE_ROUTES } from './table-portfolio-store';
import { PROMOTION_ROUTES } from './table-promotion';

const SEEDS: readonly RouteSeed[] = [
  ...ACCOUNT_ROUTES,
  ...HOLDING_ROUTES,
  ...TRADING_ROUTES,
  ...SYMBOL_ROUTES,
  ...RESEARCH_ROUTES,
  ...PORTFOLIO_STORE_ROUTES,
  ...PROMOTION_ROUTES,
];

export const ROUTES: readonly RouteDef[] = SEEDS.map(
  (seed): RouteDef =>
    Object.freeze({
      pattern: seed.pattern,
      area: seed.area,
      auth: seed.auth,
      query: Object.freeze([...(seed.query ?? [])]),
      ...placePage(seed.pattern, seed.area),
    }),
);

export interface RouteAlias {
  /** Another spelling of a route's URL; its path params are read by position under the canonical names. */
  alias: string;
  pattern: string;
}

const MANAGER_PREFIX = '/symbols/funds/managers/';

/**
 * Spellings the spec also uses. Spec 02 writes the manager routes without a common prefix, so the bare
 * /managers/... reading stands beside /symbols/funds/managers/...; spec 03 names two params {symbol} where
 * spec 02 wrote {id}. (Forms without the trailing slash need no alias: every pattern matches both ways.)
 */
export const ROUTE_ALIASES: readonly RouteAlias[] = [
  ...ROUTES.filter((route) => route.pattern.startsWith(MANAGER_PREFIX)).map((route) => ({
    alias: `/managers/${route.pattern.slice(MANAGER_PREFIX.length)}`,
    pattern: route.pattern,
  })),
  { alias: '/symbols/funds/potential/{symbol}/', pattern: '/symbols/funds/potential/{id}/' },
  { alias: '/symbols/indexes/{symbol}/', pattern: '/symbols/indexes/{id}' },
];

export interface RouteMatcher {
  route: RouteDef;
  compiled: CompiledPattern;
  /** Canonical names for the compiled pattern's params, by position (differs from compiled.paramNames for aliases). */
  paramNames: readonly string[];
}

const byPattern = new Map(ROUTES.map((route) => [route.pattern, route]));
const byPage = new Map(ROUTES.map((route) => [route.page, route]));

const compiledByPattern = new Map(ROUTES.map((route) => [route.pattern, compilePattern(route.pattern)]));

/** The compiled form of a route's own pattern. */
export function compiledPatternOf(route: RouteDef): CompiledPattern {
  return compiledByPattern.get(route.pattern) ?? compilePattern(route.pattern);
}

function matcherFor(route: RouteDef, pattern: string): RouteMatcher {
  // A route's own pattern is compiled once, for both lookups (the app builds this table on its first screen).
  const own = compiledPatternOf(route);
  return { route, compiled: pattern === route.pattern ? own : compilePattern(pattern), paramNames: own.paramNames };
}

/** All matchers, most specific first, aliases after the canonical patterns of equal specificity. */
export const MATCHERS: readonly RouteMatcher[] = [
  ...ROUTES.map((route) => matcherFor(route, route.pattern)),
  ...ROUTE_ALIASES.flatMap(({ alias, pattern }) => {
    const route = byPattern.get(pattern);
    return route === undefined ? [] : [matcherFor(route, alias)];
  }),
].sort((a, b) => compareSpecificity(a.compiled, b.compiled));

/** The route whose page path is given ('trade/fund-buy/index'; a leading '/' is allowed). */
export function routeForPage(page: string): RouteDef | null {
  return byPage.get(page.replace(/^\//, '')) ?? null;
}

/** The route declared with exactly this pattern. */
export function routeForPattern(pattern: string): RouteDef | null {
  return byPattern.get(pattern) ?? null;
}
