// Promotion routes (spec 03 §2), plus the AI assistant and futures screens, which the spec names without paths.
import type { RouteSeed } from './route-types';

export const PROMOTION_ROUTES: readonly RouteSeed[] = [
  { pattern: '/promotion/coupons/mine', area: 'promotion', auth: 'login' },
  { pattern: '/promotion/coupons/activities', area: 'promotion', auth: 'unknown' },
  { pattern: '/promotion/guessgame', area: 'promotion', auth: 'unknown' },
  { pattern: '/promotion/fund_portfolios', area: 'promotion', auth: 'unknown' },
  { pattern: '/promotion/diagnose', area: 'promotion', auth: 'unknown' },
  { pattern: '/promotion/fm_radio', area: 'promotion', auth: 'unknown' },
  { pattern: '/promotion/fixed_invest/detail', area: 'promotion', auth: 'unknown' },
  { pattern: '/promotion/diagnosis', area: 'promotion', auth: 'unknown' },
  // Invented: the spec names "the invite pages" without a path; one page holds the code, poster, results and friends.
  { pattern: '/promotion/invite', area: 'promotion', auth: 'login' },
  // Invented patterns: the spec names the AI chat cards and the futures pages but gives no paths (routes.json
  // unpathed_screens), so these two are ours, under /ai/ and /futures/.
  { pattern: '/ai/chat/', area: 'ai', auth: 'guest' },
  { pattern: '/futures/home/', area: 'futures', auth: 'unknown' },
];
