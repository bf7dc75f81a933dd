// Trading routes: fund and portfolio buy / sell / proposals and rebalance notices (spec 03 §2).
import type { RouteSeed } from './route-types';

export const TRADING_ROUTES: readonly RouteSeed[] = [
  { pattern: '/accounts/funds/trades/', area: 'trading', auth: 'login' },
  { pattern: '/accounts/funds/trades/{id}/', area: 'trading', auth: 'login' },
  { pattern: '/accounts/funds/portfolios/trades/{id}/', area: 'trading', auth: 'login' },
  { pattern: '/accounts/portfolios/pandoras_box_rebalance/', area: 'trading', auth: 'login', query: ['fund_portfolio_id', 'bank_card_id'] },
  { pattern: '/accounts/portfolio_rebalance_proposal_notification/', area: 'trading', auth: 'login', query: ['fund_portfolio_id', 'bank_card_id'] },
  { pattern: '/s/{symbol}/buy/', area: 'trading', auth: 'unknown', query: ['amount'] },
  { pattern: '/s/{symbol}/sell/', area: 'trading', auth: 'unknown' },
  { pattern: '/s/{symbol}/{id}/sell/', area: 'trading', auth: 'unknown' },
  { pattern: '/s/{symbol}/fixed_investment/', area: 'fixed_investment', auth: 'unknown' },
  { pattern: '/s/{symbol}/fixed_investment/{id}/', area: 'fixed_investment', auth: 'unknown' },
  { pattern: '/s/{symbol}/buy_batch/', area: 'trading', auth: 'unknown', query: ['amountMinBuy'] },
  { pattern: '/p/{id}/buy/', area: 'trading', auth: 'unknown', query: ['amount'] },
  { pattern: '/p/{id}/sell/', area: 'trading', auth: 'unknown' },
  { pattern: '/p/{id}/buy/proposal/', area: 'trading', auth: 'unknown', query: ['bankCardId', 'amount', 'isBao', 'coupon'] },
  { pattern: '/p/{id}/sell/proposal/', area: 'trading', auth: 'unknown', query: ['bankCardId', 'amount'] },
  { pattern: '/p/{id}/rebalance_proposal/', area: 'trading', auth: 'unknown', query: ['bankCardId'] },
  { pattern: '/p/{id}/rebalance_compare/', area: 'trading', auth: 'unknown', query: ['bankCardId', 'shares'] },
];
