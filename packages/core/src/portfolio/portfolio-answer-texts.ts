// What the server answers for held portfolios and portfolio trading beyond the form rules (core's
// PORTFOLIO_BUY_MESSAGES, PORTFOLIO_SELL_MESSAGES and SELL_AVAILABILITY_MESSAGES carry those).
import { SELL_AVAILABILITY_MESSAGES } from '../trade/sell-availability';
import { TRADING_MESSAGES } from '../trade/trade-answer-texts';
import { PORTFOLIO_TRADE_TEXTS } from './portfolio-trade-texts';

/** Held-portfolio reads: not held, rebalance refusals (rebalance-rule.ts picks one), record not found. */
export const HELD_MESSAGES = {
  portfolioNotHeld: '您尚未持有该组合',
  fundNotHeld: TRADING_MESSAGES.fundNotHeld,
  orderNotFound: TRADING_MESSAGES.orderNotFound,
  reportNotFound: '服务报告不存在',
  rebalanceNoConfirmedBuy: '您的买入尚未确认，暂不能调仓',
  rebalanceOpenOrder: '该组合有未确认的交易，暂不能调仓',
  rebalanceNotNeeded: PORTFOLIO_TRADE_TEXTS.noticeNotAllowed,
} as const;

/** Portfolio buy, sell, rebalance and undo. */
export const PORTFOLIO_TRADE_MESSAGES = {
  portfolioNotFound: PORTFOLIO_TRADE_TEXTS.missingId,
  noTarget: '该组合暂无目标持仓',
  sellNone: SELL_AVAILABILITY_MESSAGES.portfolioNone,
  sellPaused: SELL_AVAILABILITY_MESSAGES.portfolioPaused,
  fundNotHeld: SELL_AVAILABILITY_MESSAGES.notHeld,
  openOrder: HELD_MESSAGES.rebalanceOpenOrder,
  noConfirmedBuy: HELD_MESSAGES.rebalanceNoConfirmedBuy,
  rebalanceNotNeeded: HELD_MESSAGES.rebalanceNotNeeded,
  undoTooLate: TRADING_MESSAGES.undoTooLate,
  undoNotAllowed: TRADING_MESSAGES.undoNotAllowed,
  childFailed: '部分基金暂停交易，交易失败部分资金已退回',
} as const;
