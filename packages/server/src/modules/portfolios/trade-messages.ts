// The server's answers of portfolio trading that no form validator carries (core's PORTFOLIO_BUY_MESSAGES,
// PORTFOLIO_SELL_MESSAGES and SELL_AVAILABILITY_MESSAGES carry the form rules).
import { PORTFOLIO_TRADE_TEXTS } from '@fund/core/portfolio';
import { SELL_AVAILABILITY_MESSAGES } from '@fund/core/trade';
import { TRADING_MESSAGES } from '../trading/trading-messages';
import { HELD_MESSAGES } from './held-messages';

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
