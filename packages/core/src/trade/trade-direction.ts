// What a trade's direction reads as; the cash treasure is transferred in and out rather than bought and sold.
import { TradeDirection } from './trade-codes';

export const TRADE_DIRECTION_TEXTS: Readonly<Record<TradeDirection, string>> = {
  [TradeDirection.Buy]: '买入',
  [TradeDirection.Sell]: '卖出',
  [TradeDirection.ForcedIncrease]: '强制调增',
  [TradeDirection.ForcedDecrease]: '强制调减',
  [TradeDirection.Bonus]: '分红',
  [TradeDirection.FixedInvestment]: '定投',
  [TradeDirection.Subscription]: '认购',
  [TradeDirection.ForcedRedeem]: '强制赎回',
  [TradeDirection.Rebalance]: '调仓',
};

export const BAO_DIRECTION_TEXTS = {
  buy: '转入',
  sell: '转出',
} as const;

export function isTradeDirection(value: number): value is TradeDirection {
  return Object.prototype.hasOwnProperty.call(TRADE_DIRECTION_TEXTS, value);
}

export function tradeDirectionText(direction: number, isBao = false): string {
  if (isBao && direction === TradeDirection.Buy) return BAO_DIRECTION_TEXTS.buy;
  if (isBao && direction === TradeDirection.Sell) return BAO_DIRECTION_TEXTS.sell;
  return isTradeDirection(direction) ? TRADE_DIRECTION_TEXTS[direction] : '';
}

/** Directions that move money in, for rules such as "a rebalance needs at least one buy record". */
export function isBuyDirection(direction: number): boolean {
  return direction === TradeDirection.Buy;
}
