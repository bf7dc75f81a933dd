// Wire codes of the risk area: a user's risk status and type, fund and portfolio risk levels, the answer format.

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
