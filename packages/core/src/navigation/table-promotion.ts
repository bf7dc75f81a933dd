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
  // Invented patterns: the spec names check-in, the mooncake game, quizzes, the trade bargain, Double11's trade
  // stat and membership among its calls but gives them no pages; each campaign kind gets one here.
  { pattern: '/promotion/checkin', area: 'promotion', auth: 'login' },
  { pattern: '/promotion/mooncake', area: 'promotion', auth: 'login' },
  { pattern: '/promotion/quiz', area: 'promotion', auth: 'login' },
  { pattern: '/promotion/bargain', area: 'promotion', auth: 'login' },
  { pattern: '/promotion/trade_stat', area: 'promotion', auth: 'login' },
  { pattern: '/promotion/membership', area: 'promotion', auth: 'login' },
  // Invented: the spec names "the invite pages" without a path; one page holds the code, poster, results and friends.
  { pattern: '/promotion/invite', area: 'promotion', auth: 'login' },
  // Invented patterns: the spec names the AI chat cards and the futures pages but gives no paths (routes.json
  // unpathed_screens), so these two are ours, under /ai/ and /futures/.
  { pattern: '/ai/chat/', area: 'ai', auth: 'guest' },
  { pattern: '/futures/home/', area: 'futures', auth: 'unknown' },
  // Ours too: the futures detail pages the home leads to (a product with its reviews, an instrument's quote,
  // the linked account's income analysis).
  { pattern: '/futures/products/{id}/', area: 'futures', auth: 'guest', query: ['product_type'] },
  { pattern: '/futures/instruments/{id}/', area: 'futures', auth: 'guest' },
  { pattern: '/futures/income/', area: 'futures', auth: 'login', query: ['account_id'] },
];
