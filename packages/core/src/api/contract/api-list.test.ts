import { API } from './api-list';
import { API_ROUTES } from './all-routes';
import { CONTRACT } from './contract';
import { INVENTORY_CALLS } from './inventory-calls.fixture';
import type { CallDef } from './define-contract';
import type { RouteTable } from './route';

describe('API list against the spec inventory', () => {
  it('has exactly the inventory method + path set, one entry per call, besides our own insights calls', () => {
    // Features the spec is silent on (issue 24) live in their own area under /insights/.
    const own = API.filter((e) => e.name.startsWith('insights.'));
    for (const e of own) expect(e.path).toMatch(/^\/insights\//);
    const ours = API.filter((e) => !e.name.startsWith('insights.')).map((e) => `${e.method} ${e.path}`);
    expect(ours).toHaveLength(408);
    expect(new Set(ours).size).toBe(ours.length);
    expect([...ours].sort()).toEqual([...INVENTORY_CALLS].sort());
  });

  it('names every call area.camelCase, uniquely', () => {
    const names = API.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
  });

  it('gives every route of every area its schemas in the contract, under the same name', () => {
    const areas = API_ROUTES as Record<string, RouteTable>;
    const contract = CONTRACT as unknown as Record<string, Record<string, CallDef>>;
    expect(Object.keys(contract).sort()).toEqual(Object.keys(areas).sort());
    for (const [area, table] of Object.entries(areas)) {
      const calls = contract[area] ?? {};
      expect(Object.keys(calls).sort()).toEqual(Object.keys(table).sort());
      for (const [key, r] of Object.entries(table)) {
        expect(calls[key]).toMatchObject({ name: `${area}.${key}`, method: r.method, path: r.path });
      }
    }
  });

  it('sends a body only with methods that carry one and a query only with GET', () => {
    const contract = CONTRACT as unknown as Record<string, Record<string, CallDef>>;
    for (const calls of Object.values(contract)) {
      for (const call of Object.values(calls)) {
        if (call.body) expect(call.method).not.toBe('GET');
        if (call.query && call.method !== 'GET') expect(call.path).toBe('/promotion/double11/award/{pk}/receive/');
      }
    }
  });

  it('marks the calls the spec caches, and only GETs', () => {
    const cached = API.filter((e) => {
      const [area, key] = e.name.split('.') as [string, string];
      return (API_ROUTES as Record<string, RouteTable>)[area]?.[key]?.cached;
    }).map((e) => e.path);
    expect(cached.sort()).toEqual(
      [
        '/symbols/funds/',
        '/symbols/markets/cn/',
        '/symbols/hot/',
        '/symbols/funds/managers/recommend/',
        '/symbols/funds/managers/following/',
        '/symbols/funds/managers/filter_conditions/',
        '/portfolio/recommend/',
        '/statuses/recommend/',
      ].sort(),
    );
  });
});
