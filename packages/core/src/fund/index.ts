// Funds as products: codes and subtypes, the fund list and its filters, the fund page (NAV chart, subscription countdown, related funds), dividends.
export type { SubscriptionDates, CountdownTarget } from './subscription-countdown';
export {
  SUBSCRIPTION_STATUS_TEXTS,
  subscriptionStatusText,
  subscriptionCountdownTarget,
  parseMarketTime,
  countdownDeadline,
  countdownRemainingMs,
} from './subscription-countdown';
export {
  SYMBOL_TYPE_TEXTS,
  FUND_SUBTYPE_TEXTS,
  symbolTypeText,
  fundSubtypeText,
  isFreeRateFund,
  defaultFundSort,
  managerBenchmarkFor,
} from './fund-classification';
export {
  FUND_DIVIDEND_TYPE_TEXTS,
  ACCOUNT_DIVIDEND_TYPE_TEXTS,
  DIVIDEND_CHANGE_MESSAGES,
  fundDividendTypeText,
  accountDividendTypeText,
  isDividendChangePending,
  dividendChangeBlock,
  dividendChoices,
} from './dividend-type';
export {
  FUND_LIST_TABS,
  DEFAULT_FUND_TAB,
  FUND_SORT_OPTIONS,
  MONEY_FUND_SORT,
  defaultSortFor,
  sortOptionsFor,
  fundListQuery,
} from './fund-list-view';
export type { FundListTab, FundSortOption, PeriodField, FundListQuery } from './fund-list-view';
export {
  NAV_CHART_PERIODS,
  DEFAULT_NAV_CHART_PERIOD,
  NAV_CHART_X_SPLITS,
  navChartPeriod,
  navHistoryRequestSize,
  monthsBefore,
  navChartPoints,
  periodReturnPercent,
  periodReturns,
  navChartData,
  fundChartData,
} from './nav-chart-periods';
export type { ChartDatum, NavChartPeriod, NavPointLike } from './nav-chart-periods';
export { countdownCaption, formatCountdown } from './countdown-display';
export { FUND_TYPE_CODES, fundTypeSubtypes, fundFilterView } from './fund-filter-route';
export type { FundFilterParams, FundFilterView } from './fund-filter-route';
export type { CompanyChoice, FundTabFilters, FundTabQuery, FundFilterConditions } from './fund-tab-filters';
export {
  DEFAULT_FUND_TAB_FILTERS,
  fundTabQuery,
  companyFilterLabel,
  companySheetItems,
  companyAtSheetIndex,
  readFundFilterConditions,
} from './fund-tab-filters';
export type { FundToolId } from './related-funds';
export {
  RELATED_FUNDS_COUNT,
  sameTypeFundsQuery,
  relatedFundRows,
  FUND_TOOLS,
  isFundToolId,
  fundToolUrl,
  fundToolTitle,
} from './related-funds';
export { SymbolType, FundSubtype, FREE_RATE_FUND_SUBTYPES, ChargeMode, FundListStatus, SubscriptionStatus, FundDividendType, AccountDividendType, PENDING_DIVIDEND_TYPES, FundSort, FUND_SORT_DEFAULTS, INDEX_FUND_TYPE_CODE } from './fund-codes';
export { SUBSCRIPTION_SUCCEEDED_TOAST } from '../ui/ui-texts';
export { FUND_LIST_TEXTS } from './fund-list-texts';
export { FUND_DETAIL_TEXTS } from '../research/research-texts';
export { FUND_FILTER_TEXTS, RELATED_FUNDS_TEXTS, FUND_LISTS_TEXTS } from '../research/fund-tools-texts';
export { DIVIDEND_CHANGE_TEXTS } from '../trade/holding-record-texts';
export { fundsApi } from './api/funds-api';
export { fundsContract } from './api/funds-contract';
export { ManagerBenchmark, CSI300_BENCHMARK_SUBTYPES, BOND_BENCHMARK_SUBTYPES } from './manager-benchmark';
