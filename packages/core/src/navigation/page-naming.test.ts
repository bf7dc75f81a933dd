import { pageSlug, SUBPACKAGE_ROOTS } from './page-placement';
import { ROUTES, routeForPattern } from './route-table';

// The placement the brief asks for, written out independently of page-placement.ts.
const EXPECTED_ROOT: Record<string, string> = {
  accounts: 'accounts', bank_cards: 'accounts', risk: 'accounts',
  holdings: 'trade', trading: 'trade', cash_treasure: 'trade', fixed_investment: 'trade',
  funds: 'symbols', market: 'symbols', indexes: 'research', managers: 'research', diagnosis: 'research',
  quant: 'research', search: 'symbols', feed: 'research',
  portfolio: 'portfolio', store: 'store', promotion: 'promotion', coins: 'promotion', ai: 'ai', futures: 'futures',
};
const EXPECTED_OTHER_ROOT: Record<string, string> = { '/wallets/account_changes/': 'trade', '/wallets/': 'trade', '/faq/': 'symbols', '/app/': 'symbols', '/app/download': 'symbols' };
// Portfolio trading and held portfolios (holdings or trading routes under /p/ or naming a portfolio) join the portfolio detail.
const PORTFOLIO_TRADE = /^\/p\/|portfolio/;
const expectedRoot = (pattern: string, area: string): string | undefined =>
  (area === 'holdings' || area === 'trading') && PORTFOLIO_TRADE.test(pattern) ? 'portfolio' : area === 'other' ? EXPECTED_OTHER_ROOT[pattern] : EXPECTED_ROOT[area];

describe('page naming', () => {
  it('names pages by the stated rule, for the examples that show each clause', () => {
    const examples: Array<[string, string]> = [
      ['/accounts/login/', 'accounts/login/index'],
      ['/s/{symbol}/buy/', 'trade/fund-buy/index'],
      ['/s/{symbol}/', 'symbols/fund-detail/index'],
      ['/s/{symbol}/{id}/sell/', 'trade/fund-id-sell/index'],
      ['/p/{id}/', 'portfolio/portfolio-detail/index'],
      ['/portfolio/{id}/', 'portfolio/detail/index'],
      ['/accounts/funds/{id}/divi_type/', 'trade/funds-divi-type/index'],
      ['/accounts/bank_cards/detail/{id}/', 'accounts/bank-cards-detail/index'],
      ['/symbols/funds_{type}/', 'symbols/funds-type/index'],
      ['/symbols/funds/managers/{id}/', 'research/funds-managers-detail/index'],
      ['/statuses/{id}', 'research/statuses-detail/index'],
      ['/p/{id}/buy/proposal/', 'portfolio/portfolio-buy-proposal/index'],
      ['/accounts/funds/funds_portfolios/{id}/', 'portfolio/funds-funds-portfolios-detail/index'],
      ['/accounts/funds/bao/income_history/', 'trade/funds-bao-income-history/index'],
      ['/wallets/account_changes/', 'trade/wallets-account-changes/index'],
      ['/promotion/coupons/mine', 'promotion/coupons-mine/index'],
      ['/privatefunds/investment_risk/mine/', 'accounts/privatefunds-investment-risk-mine/index'],
    ];
    expect(examples.map(([pattern]) => [pattern, routeForPattern(pattern)?.page])).toEqual(examples);
  });

  it('puts exactly the three tab routes in the main package', () => {
    const tabs = ROUTES.filter((route) => route.tab).map((route) => [route.pattern, route.page, route.subpackage]);
    expect(tabs).toEqual([
      ['/', 'pages/index/index', null],
      ['/accounts/mine/', 'pages/mine/index', null],
      ['/symbols/funds/', 'pages/funds/index', null],
    ]);
  });

  it('places every other route in the subpackage of its area, under that root', () => {
    for (const route of ROUTES.filter((r) => !r.tab)) {
      const expected = expectedRoot(route.pattern, route.area);
      expect([route.pattern, route.subpackage]).toEqual([route.pattern, expected]);
      expect(route.page).toBe(`${expected}/${pageSlug(route.pattern, expected ?? '')}/index`);
    }
  });

  it('gives every route its own page', () => {
    const pages = ROUTES.map((route) => route.page);
    expect(pages.filter((page, i) => pages.indexOf(page) !== i)).toEqual([]);
  });

  it('uses only valid folder names in page paths, one declared root each', () => {
    for (const route of ROUTES) {
      const [root, folder, file, ...rest] = route.page.split('/');
      expect(rest).toEqual([]);
      expect(file).toBe('index');
      expect(folder).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(route.tab ? root === 'pages' : (SUBPACKAGE_ROOTS as readonly string[]).includes(root ?? '')).toBe(true);
    }
  });
});
