// Taro's H5 router resolves the address bar with path-to-regexp 6 (through universal-router), trying pages in
// the app's order; core's matcher picks the most specific pattern. The generated customRoutes must make them
// agree for every spec URL, its trailing-slash variant and its aliases, whatever the page order.
import { match } from 'path-to-regexp';
import { ROUTES, ROUTE_ALIASES, h5CustomRoutes, matchUrl } from '@fund/core/navigation';

const routes = h5CustomRoutes();
// As universal-router compiles each route's paths (end of path, optional trailing slash, any case).
const matchers = Object.entries(routes).map(([page, paths]) => ({ page: page.slice(1), test: match(paths, { end: true, decode: decodeURIComponent }) }));

/** The pages whose customRoutes open this path: exactly one, or none for a path core knows no route for. */
function pagesOpening(path: string): string[] {
  return matchers.filter((m) => m.test(path) !== false).map((m) => m.page);
}

/** Every matcher's pattern filled with a plain value, then with each literal the table has at that place. */
function samplePaths(): string[] {
  const patterns = [...ROUTES.map((r) => r.pattern), ...ROUTE_ALIASES.map((a) => a.alias)].map((p) => p.split('/').filter((s) => s !== ''));
  const literalsAt = new Map<number, Set<string>>();
  for (const segments of patterns) segments.forEach((s, i) => !s.includes('{') && literalsAt.set(i, (literalsAt.get(i) ?? new Set()).add(s)));
  const paths = new Set<string>();
  for (const segments of patterns) {
    const fill = (values: Map<number, string>) => `/${segments.map((s, i) => values.get(i) ?? s.replace(/\{\w+\}/g, 'x7')).join('/')}/`.replace('//', '/');
    paths.add(fill(new Map()));
    segments.forEach((s, i) => {
      if (/^\{\w+\}$/.test(s)) for (const literal of literalsAt.get(i) ?? []) paths.add(fill(new Map([[i, literal]])));
    });
  }
  return [...paths].flatMap((p) => (p === '/' ? [p] : [p, p.slice(0, -1)]));
}

describe('H5 customRoutes from the route table', () => {
  it('opens every spec URL on the page core matches it to, and nothing core does not know', () => {
    const disagreements = samplePaths()
      .map((path) => ({ path, core: matchUrl(path)?.route.page ?? null, taro: pagesOpening(path) }))
      .filter(({ core, taro }) => !(core === null ? taro.length === 0 : taro.length === 1 && taro[0] === core));
    expect(disagreements).toEqual([]);
  });

  it('reads the path params under the names the page reads', () => {
    const fundBuy = matchers.find((m) => m.page === 'trade/fund-buy/index');
    expect(fundBuy?.test('/s/000001/buy/')).toMatchObject({ params: { symbol: '000001' } });
    const manager = matchers.find((m) => m.page === matchUrl('/managers/12/')?.route.page);
    expect(manager?.test('/managers/12/')).toMatchObject({ params: { id: '12' } });
    expect(manager?.test('/symbols/funds/managers/12')).toMatchObject({ params: { id: '12' } });
  });

  it('shows a route without params as the spec writes it, trailing slash and all', () => {
    expect(routes['/accounts/trade-password-change/index']?.[0]).toBe('/accounts/trade_password/change/');
    expect(routes['/pages/funds/index']?.[0]).toBe('/symbols/funds/');
    expect(Object.keys(routes)).toHaveLength(ROUTES.length);
  });
});
