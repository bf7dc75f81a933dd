import { h5CustomRoutes } from './h5-paths';

// tests/app/h5-custom-routes.test.ts runs these through path-to-regexp against core's matcher.
const routes = h5CustomRoutes();

describe("Taro H5 customRoutes from the route table", () => {
  it('lists a route without params as the spec writes it, then without the trailing slash', () => {
    expect(routes['/accounts/trade-password-change/index']).toEqual(['/accounts/trade_password/change/', '/accounts/trade_password/change']);
    expect(routes['/pages/index/index']).toEqual(['/']);
  });

  it('writes path params the router way, a param inside a word explicitly', () => {
    expect(routes['/trade/fund-buy/index']).toEqual(['/s/:symbol/buy']);
    expect(routes['/symbols/funds-type/index']).toEqual(['/symbols/funds_:type([^/#?]+?)']);
  });

  it('keeps a param off the literal words of more specific routes at its place', () => {
    const detail = routes['/trade/funds-detail/index']?.[0] ?? '';
    expect(detail.startsWith('/accounts/funds/:id((?!(?:')).toBe(true);
    expect(detail).toContain('income');
    expect(detail).toContain('trades');
  });

  it('opens a page at its aliases too', () => {
    const manager = Object.values(routes).find((paths) => paths.some((p) => p.startsWith('/managers/:id')));
    expect(manager?.some((p) => p.startsWith('/symbols/funds/managers/:id'))).toBe(true);
  });
});
