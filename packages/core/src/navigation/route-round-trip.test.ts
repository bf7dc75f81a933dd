import fc from 'fast-check';
import { ROUTES, ROUTE_ALIASES } from './route-table';
import { matchUrl, pageUrlFor, parsePageUrl, specUrlFor } from './route-urls';
import type { RouteDef } from './route-types';

// Words that appear as literal path segments anywhere: a path param equal to one of them would, by design,
// be read as that literal route instead (/accounts/funds/income/ is the income page, not fund 'income').
const LITERAL_WORDS = new Set(
  [...ROUTES.map((r) => r.pattern), ...ROUTE_ALIASES.map((a) => a.alias)].flatMap((p) => p.split('/')).filter((s) => !s.includes('{')),
);

const paramNamesOf = (route: RouteDef): string[] => [...route.pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

const symbolValue = fc.stringMatching(/^[0-9]{6}$/); // fund codes like 000001
const idValue = fc.integer({ min: 1, max: 2 ** 31 }).map(String);
const chineseValue = fc.array(fc.constantFrom('基', '金', '组', '合', '债', '券', '中', '文', '¥', '，'), { minLength: 1, maxLength: 6 }).map((a) => a.join(''));
const reservedValue = fc.array(fc.constantFrom('&', '=', '?', '#', '+', ' ', '%', '/', ';', ',', ':', '@', '!', "'", '(', ')', '*', '[', ']', 'a'), { minLength: 1, maxLength: 8 }).map((a) => a.join(''));
const anyValue = fc.oneof(symbolValue, idValue, chineseValue, reservedValue, fc.fullUnicodeString({ maxLength: 8 }), fc.string({ maxLength: 8 }));
const pathValue = fc.oneof(symbolValue, idValue, chineseValue, reservedValue, fc.fullUnicodeString({ minLength: 1, maxLength: 8 })).filter((v) => v !== '' && !LITERAL_WORDS.has(v));

/** A route with generated path params, some of its declared query params, and an extra query key or two. */
const routeWithParams = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    path: fc.tuple(...paramNamesOf(route).map(() => pathValue)).map((values) => Object.fromEntries(paramNamesOf(route).map((name, i) => [name, values[i] ?? '']))),
    declared: route.query.length === 0 ? fc.constant({}) : fc.dictionary(fc.constantFrom(...route.query), anyValue, { maxKeys: route.query.length }),
    extra: fc.dictionary(fc.oneof(fc.constantFrom('from', 'utm_source', 'a b', '键'), fc.string({ minLength: 1, maxLength: 5 })), anyValue, { maxKeys: 2 }),
  }),
);

function queryOf(path: Record<string, string>, declared: Record<string, string>, extra: Record<string, string>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of [...Object.entries(declared), ...Object.entries(extra)]) {
    if (!Object.prototype.hasOwnProperty.call(path, key) && !Object.prototype.hasOwnProperty.call(query, key)) Object.defineProperty(query, key, { value, enumerable: true });
  }
  return query;
}

// Only RFC 3986 unreserved characters, percent escapes and the URL's own delimiters may appear.
const ENCODED_URL = /^[A-Za-z0-9\-._~%/?=&]*$/;

describe('route round trip', () => {
  it('maps every route to a spec URL and back with path params and query intact', () => {
    fc.assert(
      fc.property(routeWithParams, ({ route, path, declared, extra }) => {
        const query = queryOf(path, declared, extra);
        const url = specUrlFor(route.page, { ...path, ...query });
        expect(url).not.toBeNull();
        expect(url).toMatch(ENCODED_URL);
        const match = matchUrl(url ?? '');
        expect(match?.route).toBe(route);
        expect(match?.params).toEqual(path);
        expect(match?.query).toEqual(query);
      }),
      { numRuns: 2000 },
    );
  });

  it('maps every spec URL to its page URL and back to the same spec URL', () => {
    fc.assert(
      fc.property(routeWithParams, ({ route, path, declared, extra }) => {
        const query = queryOf(path, declared, extra);
        const url = specUrlFor(route.page, { ...path, ...query }) ?? '';
        const pageUrl = pageUrlFor(url);
        expect(pageUrl).toMatch(ENCODED_URL);
        const parsed = parsePageUrl(pageUrl ?? '');
        expect(parsed.page).toBe(route.page);
        expect(parsed.params).toEqual({ ...path, ...query });
        expect(specUrlFor(parsed.page, parsed.params)).toBe(url);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the pattern spelling: trailing slash where the spec writes one, none where it does not', () => {
    expect(specUrlFor('research/indexes-detail/index', { id: '000300' })).toBe('/symbols/indexes/000300');
    expect(specUrlFor('symbols/fund-detail/index', { symbol: '000001' })).toBe('/s/000001/');
    expect(specUrlFor('symbols/funds-type/index', { type: 'zs', sort: '-percent_year' })).toBe('/symbols/funds_zs/?sort=-percent_year');
  });
});
