// Fixed-investment plans: status, period and trade day, the next deduction date (the schedule), the amount rule and screens.
export type { FixedInvestmentInput } from './fixed-investment-validator';
export { FIXED_INVESTMENT_MESSAGES, validateFixedInvestment } from './fixed-investment-validator';
export type {
  FixedInvestmentRecordDates,
  FixedInvestmentDateLine,
  TradeDayOption,
  NextDeductionInput,
} from './fixed-investment-plan';
export {
  FIXED_INVESTMENT_STATUS_TEXTS,
  fixedInvestmentStatusText,
  isFixedInvestmentEnabled,
  fixedInvestmentDateLine,
  isValidTradeDay,
  tradeDayText,
  tradeDayOptions,
  nextDeductionDate,
} from './fixed-investment-plan';
export type {
  PeriodUnitOption,
  PlanScheduleLike,
  PlanStatusTone,
  FixedInvestmentForm,
} from './fixed-investment-display';
export {
  FIXED_INVESTMENT_SCREEN_TEXTS,
  PERIOD_UNIT_OPTIONS,
  DEFAULT_PLAN_SCHEDULE,
  tradeDayForUnit,
  fixedInvestmentScheduleText,
  planPasswordSummary,
  fixedInvestmentStatusTone,
  fixedInvestmentFormOf,
  planAmountPlaceholder,
  defaultPlanCardId,
} from './fixed-investment-display';
export { FixedInvestmentStatus, FixedInvestmentPeriodUnit, FIXED_INVESTMENT_TRADE_DAYS } from './plan-codes';
export { FIXED_INVESTMENT_TEXTS } from './plan-texts';
export { fixedInvestmentApi } from './api/fixed-investment-api';
export { fixedInvestmentContract } from './api/fixed-investment-contract';
