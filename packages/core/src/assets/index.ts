// My assets: asset blocks and pie, income columns, holdings texts, the wallet ledger.
export type { AccountChangeRow } from './account-change-display';
export { ACCOUNT_CHANGE_KIND_TEXTS, readAccountChange } from './account-change-display';
export { showsFare, assetBlockRows, incomeBars, assetPieSlices, isAssetsTotal } from './my-assets-view';
export type { AssetBlockKey, AssetBlockRow, IncomeBar, AssetPieSlice } from './my-assets-view';
export type { IncomeColumn } from './income-columns';
export { incomeColumns } from './income-columns';
export { AssetPieCategory, ASSET_PIE_CATEGORIES } from './asset-pie';
export {
  MY_ASSETS_TEXTS,
  INCOME_TEXTS,
  ASSET_PIE_CATEGORY_TEXTS,
  MORE_TEXTS,
  MORE_ENTRIES,
  SHARE_MASK_TEXTS,
} from './assets-screen-texts';
export { HOLDINGS_TEXTS } from '../trade/holding-record-texts';
export { holdingsApi } from './api/holdings-api';
export { holdingsContract } from './api/holdings-contract';
export type { CashFlow, XirrResult } from './returns/xirr';
export { xirr } from './returns/xirr';
export type { DailyValue, TwrResult } from './returns/twr';
export { timeWeightedReturn } from './returns/twr';
export type { TrueReturns, TrueReturnsStatus } from './returns/true-returns';
export { trueReturns, rateText } from './returns/true-returns';
export type { ReturnPeriodKey } from './returns/return-periods';
export { RETURN_PERIODS, RETURN_PERIOD_KEYS, periodStart } from './returns/return-periods';
export { TRUE_RETURNS_TEXTS, TRUE_RETURNS_STATUS_TEXTS } from './returns/true-returns-texts';
export type { TrueReturnsAnswer } from './api/insights-answers';
export { insightsApi } from './api/insights-api';
export { insightsContract } from './api/insights-contract';
export type { TrueReturnsRow, TrueReturnsView } from './returns/true-returns-view';
export { trueReturnsView } from './returns/true-returns-view';
export type { NavStatus, NavStatusInput, PricedHolding } from './certainty/nav-status';
export { navStatus, confirmedShare, onOrPreviousTradingDay } from './certainty/nav-status';
export type { IncomeCause, IncomeSplit, IncomeSplitHolding, HoldingIncomeSplit } from './certainty/income-split';
export { INCOME_CAUSES, splitIncome, splitHoldingIncome } from './certainty/income-split';
export { NAV_STATUS_TEXTS, CERTAINTY_TEXTS, INCOME_CAUSE_TEXTS, INSIGHTS_MESSAGES } from './certainty/certainty-texts';
export type { IncomeSplitAnswer, NavStatusAnswer } from './api/insights-answers';
export { INSIGHT_URLS } from './insight-urls';
export type { MoneyEvent, MoneyEventKind, MoneyCalendarInput, CalendarPlan, CalendarOrder, CalendarDividend, CalendarCoupon } from './money-calendar/money-calendar';
export { buildMoneyCalendar, planDebits } from './money-calendar/money-calendar';
export { MONEY_CALENDAR_TEXTS, MONEY_EVENT_TEXTS } from './money-calendar/money-calendar-texts';
export { CALENDAR_MONTHS_AHEAD, CALENDAR_MONTHS_BACK, isCalendarMonth, monthBounds, monthOf, monthWeeks, parseMonth, shiftMonth } from './money-calendar/month-range';
export type { MoneyCalendarAnswer } from './api/insights-answers';
export type { DueMessage, SubscribeTopic } from './money-calendar/subscribe-messages';
export { SUBSCRIBE_TEXTS, SUBSCRIBE_TOPICS, dueSubscribeMessages } from './money-calendar/subscribe-messages';
export type { ConsentAnswer, ConsentStep, SubscribeTemplates } from './money-calendar/subscribe-consent';
export { consentStep, parseSubscribeTemplates } from './money-calendar/subscribe-consent';
