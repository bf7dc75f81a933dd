import { ROUTES } from './route-table';

// The pages src/app.config.ts declares today (tab bar plus one placeholder per subpackage), copied here so the
// test reads nothing from disk. A renamed route page that the app still declares under the old path fails here.
const APP_TAB_PAGES = ['pages/index/index', 'pages/funds/index', 'pages/mine/index'];
const APP_SUBPACKAGE_PAGES: Record<string, string[]> = {
  accounts: ['login/index'],
  trade: ['funds-trades/index'],
  symbols: ['fund-detail/index'],
  research: ['indexes/index'],
  portfolio: ['portfolio-detail/index'],
  store: ['detail/index'],
  promotion: ['coupons-mine/index'],
  ai: ['chat/index'],
  futures: ['home/index'],
};

describe('pages the app declares', () => {
  it('finds each tab page in ROUTES as a tab route', () => {
    for (const page of APP_TAB_PAGES) expect([page, ROUTES.find((r) => r.page === page)?.tab]).toEqual([page, true]);
  });

  it('finds each subpackage page in ROUTES, in that subpackage', () => {
    const declared = Object.entries(APP_SUBPACKAGE_PAGES).flatMap(([root, pages]) => pages.map((page) => [root, `${root}/${page}`]));
    expect(declared).toHaveLength(9);
    for (const [root, page] of declared) expect([page, ROUTES.find((r) => r.page === page)?.subpackage]).toEqual([page, root]);
  });
});
