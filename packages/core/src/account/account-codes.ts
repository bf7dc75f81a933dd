// Wire codes of the account area: risk test, bank cards, fixed investments, portfolios and stores.

/** investment_risk_status of a user. */
export const InvestmentRiskStatus = {
  Untested: 0,
  Normal: 1,
  Expired: 2,
  /** The questionnaire changed; the old answer no longer counts. */
  Invalidated: 3,
} as const;
export type InvestmentRiskStatus = (typeof InvestmentRiskStatus)[keyof typeof InvestmentRiskStatus];

/** A user's risk type, the outcome of the questionnaire; the number is also the user's risk level. */
export const InvestmentRiskType = {
  Unknown: 0,
  Conservative: 1,
  Steady: 2,
  Balanced: 3,
  Growth: 4,
  Aggressive: 5,
} as const;
export type InvestmentRiskType = (typeof InvestmentRiskType)[keyof typeof InvestmentRiskType];

/** investment_risk of a fund or user: 0 unknown, 1 low to 5 high. */
export const RiskLevel = {
  Unknown: 0,
  Low: 1,
  MediumLow: 2,
  Medium: 3,
  MediumHigh: 4,
  High: 5,
} as const;
export type RiskLevel = (typeof RiskLevel)[keyof typeof RiskLevel];

/** investment_risk of a portfolio; 0 (not rated) counts as high. */
export const PortfolioRiskLevel = {
  Unrated: 0,
  CapitalProtected: 100,
  Stable: 101,
  Aggressive: 102,
} as const;
export type PortfolioRiskLevel = (typeof PortfolioRiskLevel)[keyof typeof PortfolioRiskLevel];

/** A risk answer is "question:option" pairs joined by "|", e.g. "1:2|2:4". */
export const RISK_ANSWER_FORMAT = {
  pairSeparator: '|',
  keyValueSeparator: ':',
} as const;

/** The status of a yes-or-no answer (check_mobile: registered; is_trade_password_set: set). */
export const StatusFlag = {
  No: 0,
  Yes: 1,
} as const;
export type StatusFlag = (typeof StatusFlag)[keyof typeof StatusFlag];

export function statusFlag(yes: boolean): StatusFlag {
  return yes ? StatusFlag.Yes : StatusFlag.No;
}

/** Bank card status codes the client acts on. */
export const BankCardStatus = {
  Unavailable: 0,
  /** Binding a card in this status sends no identity number or real name (they are on file). */
  Verified: 1,
  /** With allow_transfer 1: the shares are being moved to another card. */
  ShareTransfer: 3,
  NeedsAuth: 5,
} as const;
export type BankCardStatus = (typeof BankCardStatus)[keyof typeof BankCardStatus];

export const FixedInvestmentStatus = {
  Working: 0,
  Terminated: 1,
  Paused: 2,
} as const;
export type FixedInvestmentStatus = (typeof FixedInvestmentStatus)[keyof typeof FixedInvestmentStatus];

export const FixedInvestmentPeriodUnit = {
  Monthly: 0,
  Weekly: 1,
} as const;
export type FixedInvestmentPeriodUnit = (typeof FixedInvestmentPeriodUnit)[keyof typeof FixedInvestmentPeriodUnit];

/** Monthly plans stop at 28 so every month has the day; weekly plans use ISO weekdays 1 (Mon) to 5 (Fri). */
export const FIXED_INVESTMENT_TRADE_DAYS = {
  monthly: { min: 1, max: 28 },
  weekly: { min: 1, max: 5 },
} as const;

// The store application's statuses live with the store (spec 02 §3 names -1 and 1; 0 and 2 complete the review).
export { StoreApplyStatus } from '../store/store-status';

export const PortfolioTopicCode = {
  Xds: 'xds',
  PandorasBox: 'pandoras_box',
} as const;
export type PortfolioTopicCode = (typeof PortfolioTopicCode)[keyof typeof PortfolioTopicCode];

export const DEFAULT_PORTFOLIO_TOPIC: PortfolioTopicCode = PortfolioTopicCode.Xds;
