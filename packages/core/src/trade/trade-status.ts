// What a trade's status reads as; status 0 depends on the direction and on whether it is the cash treasure.
import { PAYING_DIRECTIONS, TradeDirection, TradeStatus } from './trade-codes';

export const TRADE_STATUS_TEXTS: Readonly<Record<TradeStatus, string>> = {
  [TradeStatus.EntrustSucceed]: '委托成功',
  [TradeStatus.TradeSucceed]: '交易成功',
  [TradeStatus.TradeFailed]: '交易失败',
  [TradeStatus.PaySucceed]: '支付成功',
  [TradeStatus.PayFailed]: '支付失败',
  [TradeStatus.EntrustFailed]: '委托失败',
  [TradeStatus.Cancelled]: '已撤单',
  [TradeStatus.PartPaySucceed]: '部分支付成功',
  [TradeStatus.PartTradeSucceed]: '部分交易成功',
  [TradeStatus.PartEntrustSucceed]: '部分委托成功',
  [TradeStatus.InRebalance]: '调仓中',
  [TradeStatus.RebalanceSucceed]: '调仓成功',
  [TradeStatus.RebalanceFailed]: '调仓失败',
  [TradeStatus.SubscriptionConfirmed]: '认购确认成功',
  [TradeStatus.SubscriptionFailed]: '认购失败',
};

export const ENTRUSTED_STATUS_TEXTS = {
  /** A cash treasure transfer-in waits for the payment to arrive. */
  baoBuy: '待支付',
  /** Orders the user placed with money: the order itself is what succeeded. */
  order: '委托成功',
  /** Sells, dividends, forced moves and rebalances: the fund company is confirming them. */
  other: '确认中',
} as const;

export function isTradeStatus(value: number): value is TradeStatus {
  return Object.prototype.hasOwnProperty.call(TRADE_STATUS_TEXTS, value);
}

export interface TradeStatusSubject {
  status: number;
  direction: number;
  /** Whether the traded fund is the cash treasure. */
  isBao: boolean;
}

/** The status line of a trade record; an unknown status reads as an empty string rather than a code. */
export function tradeStatusText(trade: TradeStatusSubject): string {
  if (trade.status === TradeStatus.EntrustSucceed) {
    if (trade.isBao && trade.direction === TradeDirection.Buy) return ENTRUSTED_STATUS_TEXTS.baoBuy;
    return (PAYING_DIRECTIONS as readonly number[]).includes(trade.direction) ? ENTRUSTED_STATUS_TEXTS.order : ENTRUSTED_STATUS_TEXTS.other;
  }
  return isTradeStatus(trade.status) ? TRADE_STATUS_TEXTS[trade.status] : '';
}
