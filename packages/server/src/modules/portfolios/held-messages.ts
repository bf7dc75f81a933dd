// The Chinese answers of held-portfolio reads (not-held, rebalance refusals, record not found).
import { PORTFOLIO_TRADE_TEXTS } from '@fund/core/portfolio';
import { NOT_HELD } from '../holdings/divi-type-service';
import { TRADING_MESSAGES } from '../trading/trading-messages';

export const HELD_MESSAGES = {
  portfolioNotHeld: '您尚未持有该组合',
  /** The fund read's existing text. */
  fundNotHeld: NOT_HELD,
  orderNotFound: TRADING_MESSAGES.orderNotFound,
  reportNotFound: '服务报告不存在',
  rebalanceNoConfirmedBuy: '您的买入尚未确认，暂不能调仓',
  rebalanceOpenOrder: '该组合有未确认的交易，暂不能调仓',
  rebalanceNotNeeded: PORTFOLIO_TRADE_TEXTS.noticeNotAllowed,
} as const;
