import { installRouteAliases } from './route-aliases.h5';

// Taro's alias table as its H5 router has it: pairs filled from customRoutes, every answer a scan of all of them.
jest.mock('@tarojs/router', () => {
  const conf: string[][] = [];
  const scan = (url: string) => conf.filter((pair) => pair.includes(url));
  return {
    routesAlias: {
      conf,
      getConfig: (url = '') => scan(url)[0],
      getOrigin: (url = '') => scan(url)[0]?.[0] ?? url,
      getAll: (url = '') => scan(url).map((pair) => pair[1]),
    },
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routesAlias } = require('@tarojs/router') as {
  routesAlias: { conf: string[][]; getConfig: (url?: string) => string[] | undefined; getOrigin: (url?: string) => string; getAll: (url?: string) => string[] };
};

const PAIRS = [
  ['/pages/index/index', '/'],
  ['/accounts/trade-password-change/index', '/accounts/trade_password/change/'],
  ['/symbols/funds-fund-list/index', '/symbols/funds/'],
  ['/symbols/funds-fund-list/index', '/symbols/funds_{type}/'],
];
const ADDRESSES = ['/', '/symbols/funds/', '/symbols/funds-fund-list/index', '/accounts/trade_password/change/', '/nowhere/', ''];

describe("Taro's alias table, indexed", () => {
  beforeAll(() => {
    routesAlias.conf.push(PAIRS[0] as string[]);
    // Scanning answers before the index is in place, for the same questions.
    installRouteAliases();
    routesAlias.conf.push(...PAIRS.slice(1));
  });

  it('answers as the scan does, in the table order, after the table grew', () => {
    expect(routesAlias.getConfig('/symbols/funds-fund-list/index')).toEqual(PAIRS[2]);
    expect(routesAlias.getAll('/symbols/funds-fund-list/index')).toEqual(['/symbols/funds/', '/symbols/funds_{type}/']);
    expect(routesAlias.getAll('/symbols/funds/')).toEqual(['/symbols/funds/']);
    expect(routesAlias.getConfig('/nowhere/')).toBeUndefined();
    expect(routesAlias.getAll('/nowhere/')).toEqual([]);
    expect(ADDRESSES.map((url) => routesAlias.getOrigin(url))).toEqual([
      '/pages/index/index',
      '/symbols/funds-fund-list/index',
      '/symbols/funds-fund-list/index',
      '/accounts/trade-password-change/index',
      '/nowhere/',
      '',
    ]);
  });

  it("finds the page of an address with params through core's route table, the same on each ask", () => {
    expect(routesAlias.getOrigin('/s/000001/')).toBe('/symbols/fund-detail/index');
    expect(routesAlias.getOrigin('/s/000001/')).toBe('/symbols/fund-detail/index');
  });

  it('forgets its answers when the table grows', () => {
    expect(routesAlias.getOrigin('/late/')).toBe('/late/');
    routesAlias.conf.push(['/late/page/index', '/late/']);
    expect(routesAlias.getOrigin('/late/')).toBe('/late/page/index');
  });
});
