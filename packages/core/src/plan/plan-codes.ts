// Wire codes of fixed-investment plans: status, period unit, the days a plan may debit on.

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
