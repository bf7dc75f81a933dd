// Every route of the spec inventory (routes.json, 176 paths) with its auth, written here so tests never read ../shared.
import fc from 'fast-check';
import { matchUrl } from './route-urls';
import { ROUTES, routeForPattern } from './route-table';
import type { RouteAuth } from './route-types';

const INVENTORY: ReadonlyArray<readonly [path: string, auth: RouteAuth]> = [
  ['/', 'guest'],
  ['/accounts/login/', 'guest'],
  ['/accounts/signup/', 'guest'],
  ['/accounts/password/reset/', 'guest'],
  ['/accounts/trade_password/', 'login'],
  ['/accounts/trade_password/change/', 'login'],
  ['/accounts/trade_password/reset/', 'login'],
  ['/accounts/settings/', 'login'],
  ['/accounts/profile/', 'login'],
  ['/accounts/mine/', 'login'],
  ['/accounts/my_assets/', 'login'],
  ['/accounts/more/', 'login'],
  ['/accounts/income/', 'login'],
  ['/app/download', 'guest'],
  ['/app/', 'guest'],
  ['/accounts/bank_cards/', 'login'],
  ['/accounts/bank_cards/detail/{id}/', 'login'],
  ['/accounts/bank_cards/bind/', 'login'],
  ['/accounts/bank_cards/bind/user/', 'login'],
  ['/accounts/bank_cards/bind/user_address/', 'login'],
  ['/accounts/bank_cards/bind/complete/', 'login'],
  ['/accounts/investment_risk/', 'login'],
  ['/accounts/investment_risk/questions/', 'login'],
  ['/accounts/investment_risk/questions/again/', 'login'],
  ['/accounts/investment_risk/mismatch_assets/', 'login'],
  ['/privatefunds/investment_risk/questions/', 'unknown'],
  ['/privatefunds/investment_risk/mine/', 'login'],
  ['/accounts/funds/', 'login'],
  ['/accounts/funds/{id}/', 'login'],
  ['/accounts/funds/{id}/divi_type/', 'login'],
  ['/accounts/funds/{id}/income_list/', 'login'],
  ['/accounts/funds/{id}/trade_record_list/', 'login'],
  ['/accounts/funds/{id}/fixed_investment/', 'login'],
  ['/accounts/funds/{id}/shares_info/', 'login'],
  ['/accounts/private_funds/', 'login'],
  ['/accounts/private_funds/{id}/', 'login'],
  ['/accounts/private_funds/{id}/income_list', 'login'],
  ['/accounts/private_funds/{id}/trade_record_list', 'login'],
  ['/accounts/private_funds/{id}/shares_info', 'login'],
  ['/accounts/funds/income/', 'login'],
  ['/accounts/private_funds/income/', 'login'],
  ['/accounts/funds/trades/', 'login'],
  ['/accounts/funds/trades/{id}/', 'login'],
  ['/accounts/funds/portfolios/trades/{id}/', 'login'],
  ['/accounts/funds/funds_portfolios/', 'login'],
  ['/accounts/funds/funds_portfolios/{id}/', 'login'],
  ['/accounts/funds/funds_portfolios/income/', 'login'],
  ['/accounts/funds/funds_portfolios/{id}/income_list/', 'login'],
  ['/accounts/funds/funds_portfolios/{id}/trade_record_list/', 'login'],
  ['/accounts/funds/funds_portfolios/{id}/shares_info/', 'login'],
  ['/accounts/portfolio/{id}/service_report/records/', 'login'],
  ['/accounts/portfolio/service_report/records/{id}', 'login'],
  ['/accounts/portfolios/manage_fare/', 'login'],
  ['/accounts/portfolios/pandoras_box_rebalance/', 'login'],
  ['/accounts/portfolio_rebalance_proposal_notification/', 'login'],
  ['/accounts/funds/fixed_investments/', 'login'],
  ['/accounts/funds/fixed_investments/{id}/', 'login'],
  ['/accounts/funds/bao/', 'login'],
  ['/accounts/funds/bao/trades/', 'login'],
  ['/accounts/funds/bao/income_history/', 'login'],
  ['/wallets/account_changes/', 'login'],
  ['/coins/', 'login'],
  ['/coins/history/', 'login'],
  ['/s/{symbol}/', 'guest'],
  ['/s/{symbol}/hold_symbols/', 'guest'],
  ['/s/{symbol}/managers_achivements_history/', 'guest'],
  ['/s/{symbol}/achievement_rank/', 'guest'],
  ['/s/{symbol}/holders_analyse/', 'guest'],
  ['/s/{symbol}/holders_atlas/', 'guest'],
  ['/s/{symbol}/holders_shares_history/{id}/', 'guest'],
  ['/s/{symbol}/timeline_statuses/', 'guest'],
  ['/s/{symbol}/block_trades/', 'guest'],
  ['/s/{symbol}/similar_k_line/', 'guest'],
  ['/s/{symbol}/asset_forecast/', 'guest'],
  ['/s/{symbol}/buy/', 'unknown'],
  ['/s/{symbol}/sell/', 'unknown'],
  ['/s/{symbol}/{id}/sell/', 'unknown'],
  ['/s/{symbol}/fixed_investment/', 'unknown'],
  ['/s/{symbol}/fixed_investment/{id}/', 'unknown'],
  ['/s/{symbol}/buy_batch/', 'unknown'],
  ['/p/{id}/buy/', 'unknown'],
  ['/p/{id}/sell/', 'unknown'],
  ['/p/{id}/buy/proposal/', 'unknown'],
  ['/p/{id}/sell/proposal/', 'unknown'],
  ['/p/{id}/rebalance_proposal/', 'unknown'],
  ['/p/{id}/rebalance_compare/', 'unknown'],
  ['/symbols/funds/', 'guest'],
  ['/symbols/funds/advance/', 'guest'],
  ['/symbols/funds/recommend/', 'guest'],
  ['/symbols/funds/fund_list/', 'guest'],
  ['/symbols/funds/introduction/', 'guest'],
  ['/symbols/funds/opinions/', 'guest'],
  ['/symbols/funds/compare/', 'guest'],
  ['/symbols/funds/index_fund/', 'guest'],
  ['/symbols/funds_{type}/', 'guest'],
  ['/symbols/funds/comparison/detail/', 'guest'],
  ['/symbols/funds/potential/{id}/', 'guest'],
  ['/symbols/funds/asset_forecast/{id}/', 'guest'],
  ['/symbols/tools_search/{id}/', 'guest'],
  ['/symbols/shareholders/{id}/', 'guest'],
  ['/symbols/shareholders/champions/', 'guest'],
  ['/symbols/block_trades/daily_top/', 'guest'],
  ['/symbols/stocks/block_trade/', 'guest'],
  ['/symbols/markets/cn/detail/', 'guest'],
  ['/symbols/markets/cn/sect/{id}/', 'guest'],
  ['/symbols/following/', 'unknown'],
  ['/symbols/following/funds', 'unknown'],
  ['/symbols/following/stocks', 'unknown'],
  ['/symbols/indexes/', 'guest'],
  ['/symbols/indexes/{id}', 'guest'],
  ['/symbols/sectors/', 'guest'],
  ['/symbols/sectors/{id}/', 'guest'],
  ['/symbols/fund_styles/', 'guest'],
  ['/symbols/fund_styles/overview', 'guest'],
  ['/symbols/fund_styles/info', 'guest'],
  ['/symbols/fund_styles/monthly_overview', 'guest'],
  ['/symbols/fund_styles/history', 'guest'],
  ['/symbols/funds/managers/', 'guest'],
  ['/symbols/funds/managers/{id}/', 'guest'],
  ['/symbols/funds/managers/question/', 'guest'],
  ['/symbols/funds/managers/assess/', 'guest'],
  ['/symbols/funds/managers/assess/history', 'guest'],
  ['/symbols/funds/managers/card', 'guest'],
  ['/symbols/funds/managers/lists/', 'guest'],
  ['/symbols/funds/managers/lists/{id}/', 'guest'],
  ['/symbols/funds/managers/compare/list/', 'guest'],
  ['/symbols/funds/managers/compare/selector/', 'guest'],
  ['/symbols/funds/diagnosis/search', 'guest'],
  ['/symbols/funds/diagnosis/company', 'guest'],
  ['/symbols/funds/diagnosis/optional', 'guest'],
  ['/symbols/funds/diagnosis/detail/{symbol}/', 'guest'],
  ['/symbols/funds/diagnosis/review/', 'guest'],
  ['/symbols/funds/diagnosis/review/detail/{id}/', 'guest'],
  ['/quant/{symbol}/analyse/', 'guest'],
  ['/quant/strategies/', 'guest'],
  ['/quant/industry_recommend/{id}', 'guest'],
  ['/search/', 'guest'],
  ['/statuses/{id}', 'guest'],
  ['/statuses/news/', 'guest'],
  ['/statuses/media/{id}/play/', 'guest'],
  ['/p/{id}/', 'guest'],
  ['/p/{id}/position_history/', 'guest'],
  ['/p/{id}/netvalue_history/', 'guest'],
  ['/p/{id}/trade_notice/', 'guest'],
  ['/portfolio/create/', 'unknown'],
  ['/portfolio/following/', 'unknown'],
  ['/portfolio/topics/pandoras_box/', 'guest'],
  ['/portfolio/advisor_risk/', 'unknown'],
  ['/portfolio/position_adjustments/', 'unknown'],
  ['/portfolio/{id}/', 'unknown'],
  ['/store/following/', 'unknown'],
  ['/store/apply/', 'unknown'],
  ['/store/apply_form/', 'unknown'],
  ['/store/{id}/', 'unknown'],
  ['/store/mine/', 'login'],
  ['/store/portfolios/{id}/manage/', 'unknown'],
  ['/store/portfolios/{id}/assets/', 'unknown'],
  ['/store/portfolios/', 'unknown'],
  ['/store/portfolios/settings/', 'unknown'],
  ['/store/portfolios/recommend/', 'unknown'],
  ['/store/assets/mine/', 'login'],
  ['/store/income/mine/', 'login'],
  ['/store/income/withdraw/', 'login'],
  ['/store/income/forecast/', 'unknown'],
  ['/store/timeline/', 'unknown'],
  ['/store/timeline/create/', 'unknown'],
  ['/store/settings/', 'unknown'],
  ['/faq/', 'guest'],
  ['/promotion/coupons/mine', 'login'],
  ['/promotion/coupons/activities', 'unknown'],
  ['/promotion/guessgame', 'unknown'],
  ['/promotion/fund_portfolios', 'unknown'],
  ['/promotion/diagnose', 'unknown'],
  ['/promotion/fm_radio', 'unknown'],
  ['/promotion/fixed_invest/detail', 'unknown'],
  ['/promotion/diagnosis', 'unknown'],
];

// Alternative spellings the inventory lists, with the route they stand for.
const INVENTORY_ALIASES: ReadonlyArray<readonly [alias: string, pattern: string]> = [
  ['/symbols/funds/potential/{symbol}/', '/symbols/funds/potential/{id}/'],
  ['/symbols/indexes/{symbol}/', '/symbols/indexes/{id}'],
  ['/managers/', '/symbols/funds/managers/'],
  ['/managers/{id}/', '/symbols/funds/managers/{id}/'],
  ['/managers/question/', '/symbols/funds/managers/question/'],
  ['/managers/assess/', '/symbols/funds/managers/assess/'],
  ['/managers/assess/history', '/symbols/funds/managers/assess/history'],
  ['/managers/card', '/symbols/funds/managers/card'],
  ['/managers/lists/', '/symbols/funds/managers/lists/'],
  ['/managers/lists/{id}/', '/symbols/funds/managers/lists/{id}/'],
  ['/managers/compare/list/', '/symbols/funds/managers/compare/list/'],
  ['/managers/compare/selector/', '/symbols/funds/managers/compare/selector/'],
];

// Our own patterns for screens the spec names without a path (unpathed_screens: AI chat cards, futures pages,
// fund companies).
// One route a line, so branches that add routes merge without conflicts.
const INVENTED = [
  '/ai/chat/',
  '/futures/home/',
  '/futures/products/{id}/',
  '/futures/instruments/{id}/',
  '/futures/income/',
  '/symbols/funds/companies/',
  '/symbols/funds/companies/{id}/',
  '/promotion/checkin',
  '/promotion/mooncake',
  '/promotion/quiz',
  '/promotion/bargain',
  '/promotion/trade_stat',
  '/promotion/membership',
  '/promotion/invite',
];
// The wallet page and the store-income pages of calls the spec names without a page.
INVENTED.push('/wallets/', '/store/income/portfolio/', '/store/income/withdrawals/');
// Our own insight pages (issue 24): why yesterday's income moved, the money calendar.
INVENTED.push('/accounts/income/why/', '/accounts/money_calendar/');

/** A concrete URL for a pattern: every {param} gets a value no literal segment uses. */
function sample(pattern: string, value: string): string {
  return pattern.replace(/\{\w+\}/g, value);
}

describe('inventory coverage', () => {
  it('holds all 176 inventory paths', () => {
    expect(INVENTORY).toHaveLength(176);
    const missing = INVENTORY.filter(([path]) => routeForPattern(path) === null).map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('has nothing beyond the inventory except the invented AI, futures, fund company and invite screens', () => {
    const known = new Set([...INVENTORY.map(([path]) => path), ...INVENTED]);
    expect(ROUTES.filter((route) => !known.has(route.pattern)).map((route) => route.pattern)).toEqual([]);
    expect(ROUTES).toHaveLength(INVENTORY.length + INVENTED.length);
  });

  it('gives each route the auth the inventory states', () => {
    const wrong = INVENTORY.filter(([path, auth]) => routeForPattern(path)?.auth !== auth).map(([path]) => path);
    expect(wrong).toEqual([]);
  });

  it('resolves a concrete URL of every inventory path, with and without the trailing slash, to that path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INVENTORY), fc.stringMatching(/^[0-9]{6}$/), ([path], value) => {
        const url = sample(path, value);
        const bare = url.length > 1 ? url.replace(/\/$/, '') : url;
        const slashed = url.endsWith('/') ? url : `${url}/`;
        expect(matchUrl(bare)?.route.pattern).toBe(path);
        expect(matchUrl(slashed)?.route.pattern).toBe(path);
      }),
    );
  });

  it('resolves the inventory aliases, including the bare /managers/... reading, to their routes', () => {
    for (const [alias, pattern] of INVENTORY_ALIASES) {
      const match = matchUrl(sample(alias, '161725'));
      expect(match?.route.pattern).toBe(pattern);
      const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      expect(Object.keys(match?.params ?? {})).toEqual(names);
    }
  });

  it('places the invented AI and futures screens in their subpackages', () => {
    expect(routeForPattern('/ai/chat/')?.page).toBe('ai/chat/index');
    expect(routeForPattern('/futures/home/')?.page).toBe('futures/home/index');
    expect(routeForPattern('/futures/products/{id}/')?.page).toBe('futures/products-detail/index');
    expect(routeForPattern('/futures/instruments/{id}/')?.page).toBe('futures/instruments-detail/index');
    expect(routeForPattern('/futures/income/')?.page).toBe('futures/income/index');
  });
});
