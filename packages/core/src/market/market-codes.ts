// Wire codes of market symbols (listing and trading states, exchanges) and of fund managers' posts.

/** The second listing-status scheme (list_status of market symbols). */
export const MarketListStatus = {
  Normal: 1,
  Suspend: 2,
  Abort: 3,
  PublishFailed1: 4,
  PublishFailed2: 5,
  PublishFailed3: 6,
  FirstDay: 7,
  Others: 8,
} as const;
export type MarketListStatus = (typeof MarketListStatus)[keyof typeof MarketListStatus];

/** A first day on the market trades normally too. */
export const NORMAL_TRADING_LIST_STATUSES: readonly MarketListStatus[] = [MarketListStatus.Normal, MarketListStatus.FirstDay];

export const StockTradeStatus = {
  Open: 0,
  Break: 1,
  Closed: 2,
  CallAuction: 3,
} as const;
export type StockTradeStatus = (typeof StockTradeStatus)[keyof typeof StockTradeStatus];

/** The call auction counts as running: quotes move then. */
export const RUNNING_STOCK_TRADE_STATUSES: readonly StockTradeStatus[] = [StockTradeStatus.Open, StockTradeStatus.CallAuction];

export const ExchangeCode = {
  SZ: 1,
  SH: 2,
} as const;
export type ExchangeCode = (typeof ExchangeCode)[keyof typeof ExchangeCode];

/** A fund manager's post: in post or left. */
export const ManagerPostStatus = {
  InPost: 1,
  Left: 2,
} as const;
export type ManagerPostStatus = (typeof ManagerPostStatus)[keyof typeof ManagerPostStatus];
