// The shapes of the route table: one RouteDef per spec URL pattern, placed on one mini-program page.

/** Who may open a route: anyone, a logged-in user, or not stated in the spec (treated as open; a 401 still sends to login). */
export type RouteAuth = 'guest' | 'login' | 'unknown';

export interface RouteDef {
  /** The spec URL pattern, e.g. '/s/{symbol}/buy/'. Path parameters are written in braces. */
  pattern: string;
  /** The Taro page path, e.g. 'trade/fund-buy/index' (no leading slash). */
  page: string;
  /** The spec's area of the route (accounts, holdings, trading, funds, ...). */
  area: string;
  auth: RouteAuth;
  /** Query names the spec lists for the route. Other query keys are still carried over. */
  query: readonly string[];
  /** The subpackage root holding the page; null for the main package (tab pages). */
  subpackage: string | null;
  tab: boolean;
}

export interface RouteMatch {
  route: RouteDef;
  /** Path parameters by the canonical pattern's names, percent-decoded. */
  params: Record<string, string>;
  /** Every query key of the URL (first value wins), percent-decoded. */
  query: Record<string, string>;
}

/** A table row as written by hand: pattern, area, auth and query names; the page is derived. */
export interface RouteSeed {
  pattern: string;
  area: string;
  auth: RouteAuth;
  query?: readonly string[];
}
