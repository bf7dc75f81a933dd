// Portfolio pages and the advisor store (spec 02 §2).
import type { RouteSeed } from './route-types';

export const PORTFOLIO_STORE_ROUTES: readonly RouteSeed[] = [
  { pattern: '/p/{id}/', area: 'portfolio', auth: 'guest', query: ['store_id'] },
  { pattern: '/p/{id}/position_history/', area: 'portfolio', auth: 'guest' },
  { pattern: '/p/{id}/netvalue_history/', area: 'portfolio', auth: 'guest' },
  { pattern: '/p/{id}/trade_notice/', area: 'portfolio', auth: 'guest' },
  { pattern: '/portfolio/create/', area: 'portfolio', auth: 'unknown', query: ['portfolio_id', 'store_id'] },
  { pattern: '/portfolio/following/', area: 'portfolio', auth: 'unknown' },
  { pattern: '/portfolio/topics/pandoras_box/', area: 'portfolio', auth: 'guest' },
  { pattern: '/portfolio/position_adjustments/', area: 'portfolio', auth: 'unknown', query: ['portfolio_id'] },
  { pattern: '/portfolio/{id}/', area: 'portfolio', auth: 'unknown' },
  { pattern: '/store/following/', area: 'store', auth: 'unknown' },
  { pattern: '/store/apply/', area: 'store', auth: 'unknown' },
  { pattern: '/store/apply_form/', area: 'store', auth: 'unknown' },
  { pattern: '/store/{id}/', area: 'store', auth: 'unknown' },
  { pattern: '/store/mine/', area: 'store', auth: 'login' },
  { pattern: '/store/portfolios/{id}/manage/', area: 'store', auth: 'unknown', query: ['desc', 'share'] },
  { pattern: '/store/portfolios/{id}/assets/', area: 'store', auth: 'unknown' },
  { pattern: '/store/portfolios/', area: 'store', auth: 'unknown', query: ['store_id'] },
  { pattern: '/store/portfolios/settings/', area: 'store', auth: 'unknown', query: ['store_id'] },
  { pattern: '/store/portfolios/recommend/', area: 'store', auth: 'unknown' },
  { pattern: '/store/assets/mine/', area: 'store', auth: 'login' },
  { pattern: '/store/income/mine/', area: 'store', auth: 'login' },
  { pattern: '/store/income/withdraw/', area: 'store', auth: 'login' },
  { pattern: '/store/income/forecast/', area: 'store', auth: 'unknown' },
  // Pages of calls the spec names without a page: one portfolio's income, the income withdrawals.
  { pattern: '/store/income/portfolio/', area: 'store', auth: 'login', query: ['store_portfolio_id'] },
  { pattern: '/store/income/withdrawals/', area: 'store', auth: 'login' },
  { pattern: '/store/timeline/', area: 'store', auth: 'unknown', query: ['portfolio_id', 'store_id'] },
  { pattern: '/store/timeline/create/', area: 'store', auth: 'unknown' },
  { pattern: '/store/settings/', area: 'store', auth: 'unknown' },
];
