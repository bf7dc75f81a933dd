// Wire codes of trades: statuses, directions, detail steps, risk-check actions and record tabs.

/** Trade record status codes (spec 03 §4). The names are the ones the spec uses for the cashback rule. */
export const TradeStatus = {
  EntrustSucceed: 0,
  TradeSucceed: 1,
  TradeFailed: 2,
  PaySucceed: 3,
  PayFailed: 4,
  EntrustFailed: 5,
  Cancelled: 6,
  PartPaySucceed: 7,
  PartTradeSucceed: 8,
  PartEntrustSucceed: 9,
  InRebalance: 10,
  RebalanceSucceed: 11,
  RebalanceFailed: 12,
  SubscriptionConfirmed: 13,
  SubscriptionFailed: 14,
} as const;
export type TradeStatus = (typeof TradeStatus)[keyof typeof TradeStatus];

/** Trade directions. 8 and 9 are not used by the product. */
export const TradeDirection = {
  Buy: 0,
  Sell: 1,
  ForcedIncrease: 2,
  ForcedDecrease: 3,
  Bonus: 4,
  FixedInvestment: 5,
  Subscription: 6,
  ForcedRedeem: 7,
  Rebalance: 10,
} as const;
export type TradeDirection = (typeof TradeDirection)[keyof typeof TradeDirection];

/** Orders the investor pays money into (the rest sell or move shares). */
export const PAYING_DIRECTIONS: readonly TradeDirection[] = [TradeDirection.Buy, TradeDirection.FixedInvestment, TradeDirection.Subscription];

/** A cashback line is shown only for these statuses (and a coupon amount above 0). */
export const CASHBACK_TRADE_STATUSES: readonly TradeStatus[] = [
  TradeStatus.EntrustSucceed,
  TradeStatus.TradeSucceed,
  TradeStatus.PaySucceed,
  TradeStatus.PartPaySucceed,
  TradeStatus.PartTradeSucceed,
  TradeStatus.PartEntrustSucceed,
  TradeStatus.RebalanceSucceed,
];

/**
 * A buy is confirmed, all or in part (shares are the investor's): only then does a coupon attached to it
 * pay its cashback. An open buy (EntrustSucceed) shows the cashback line but has not paid it yet.
 */
export const CASHBACK_PAID_STATUSES: readonly TradeStatus[] = [TradeStatus.TradeSucceed, TradeStatus.PartTradeSucceed, TradeStatus.SubscriptionConfirmed];

/** How one step of the trade-detail timeline is drawn. */
export const TradeStepDisplay = {
  Active: 0,
  Fail: 1,
  Disabled: 2,
  Warning: 3,
} as const;
export type TradeStepDisplay = (typeof TradeStepDisplay)[keyof typeof TradeStepDisplay];

/** action_type answered by /funds/investment_risk/check/; no action means go straight to the password. */
export const RiskCheckAction = {
  RiskTest: 'investment_risk_test',
  ConfirmRisk: 'confirm_risk',
} as const;
export type RiskCheckAction = (typeof RiskCheckAction)[keyof typeof RiskCheckAction];

/** Tabs of the trade records screen, in display order. */
export const TradeRecordTab = {
  Fund: 'fund',
  Portfolio: 'portfolio',
  Bao: 'fund_bao',
  PrivateFund: 'private_fund',
} as const;
export type TradeRecordTab = (typeof TradeRecordTab)[keyof typeof TradeRecordTab];

export const TRADE_RECORD_TABS: readonly TradeRecordTab[] = [
  TradeRecordTab.Fund,
  TradeRecordTab.Portfolio,
  TradeRecordTab.Bao,
  TradeRecordTab.PrivateFund,
];

