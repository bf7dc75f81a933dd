export type { AmountCheck, AmountInput } from './amount-input';
export { readAmountInput } from './amount-input';
export type { BuyPayment } from './buy-payment';
export type { FundBuyTerms, BuyVerb, FundBuyInput } from './fund-buy-validator';
export { fundBuyVerb, BUY_MESSAGES, fundBuyLimits, validateFundBuy } from './fund-buy-validator';
export type { FundSellInput } from './fund-sell-validator';
export { SELL_MESSAGES, BAO_SELL_MESSAGES, validateFundSell } from './fund-sell-validator';
export type { SellScope, SellAvailabilityInput } from './sell-availability';
export { SELL_AVAILABILITY_MESSAGES, sellBlockMessage } from './sell-availability';
export type { FixedInvestmentInput } from './fixed-investment-validator';
export { FIXED_INVESTMENT_MESSAGES, validateFixedInvestment } from './fixed-investment-validator';
export type { PortfolioBuyInput, PortfolioSellInput } from './portfolio-trade-validators';
export {
  PORTFOLIO_BUY_MESSAGES,
  PORTFOLIO_SELL_MESSAGES,
  validatePortfolioBuy,
  validatePortfolioSell,
} from './portfolio-trade-validators';
export type { TradeStatusSubject } from './trade-status';
export { TRADE_STATUS_TEXTS, ENTRUSTED_STATUS_TEXTS, isTradeStatus, tradeStatusText } from './trade-status';
export type { TimelineSubject, FundTimelineSubject } from './trade-timeline';
export { TRADE_STEP_TEXTS, fundOrderSteps, portfolioOrderSteps } from './trade-timeline';
export type {
  BuyRequest,
  SellRequest,
  UndoRequest,
  PortfolioBuyRequest,
  PortfolioSellRequest,
  PortfolioSellFundRequest,
  PortfolioRebalanceRequest,
  PortfolioCardQuery,
  PlanRequest,
} from './trade-requests';
export type { UndoSubject, UndoRefusal } from './trade-undo-rule';
export {
  UNDOABLE_DIRECTIONS,
  undoCutOff,
  beforeUndoCutOff,
  fundUndoRefusal,
  canUndoFundOrder,
  portfolioUndoRefusal,
  canUndoPortfolioOrder,
  canUndoPortfolioChild,
} from './trade-undo-rule';
export {
  TRADE_DIRECTION_TEXTS,
  BAO_DIRECTION_TEXTS,
  isTradeDirection,
  tradeDirectionText,
  isBuyDirection,
} from './trade-direction';
export type { TradeStepClass } from './trade-detail-display';
export {
  isCashbackVisible,
  cashbackText,
  isRemittanceVisible,
  isUndoVisible,
  tradeStepClass,
} from './trade-detail-display';
export type { ButtonState, FundTradeFlags } from './fund-trade-buttons';
export { buyActionLabel, buyButtonState, sellButtonState, fixedInvestmentButtonState } from './fund-trade-buttons';
export type { SubscriptionDates, CountdownTarget } from './subscription-countdown';
export {
  SUBSCRIPTION_STATUS_TEXTS,
  subscriptionStatusText,
  subscriptionCountdownTarget,
  parseMarketTime,
  countdownDeadline,
  countdownRemainingMs,
} from './subscription-countdown';
export type { BankCardLike, BaoCardLike, PaymentCardLike } from './bank-card-state';
export {
  BANK_CARD_NOTES,
  isBankCardAvailable,
  bankCardNote,
  bankCardNeedsAuth,
  isBankCardSelectable,
  isBaoCardSelectable,
  buyPaymentOf,
  bindCardPayload,
  canRebalance,
} from './bank-card-state';
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
  isNormalTrading,
  isFundListed,
  STOCK_TRADE_STATUS_TEXTS,
  stockTradeStatusText,
  isStockTradeRunning,
  MANAGER_POST_STATUS_TEXTS,
  managerPostStatusText,
  isManagerInPost,
} from './market-status';
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
export type { CalendarDate, Instant } from './calendar-date';
export {
  isLeapYear,
  daysInMonth,
  parseCalendarDate,
  isCalendarDate,
  formatCalendarDate,
  toDayNumber,
  fromDayNumber,
  addDays,
  isoWeekday,
  monthDate,
  BEIJING_OFFSET_MINUTES,
  beijingDate,
  beijingMinutes,
  beijingInstant,
  beijingDateTime,
} from './calendar-date';
export type { TradingCalendar } from './trading-calendar';
export { weekdayCalendar, MAX_CLOSED_DAYS, onOrNextTradingDay, CUT_OFF_MINUTES, isBeforeCutOff } from './trading-calendar';
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
export type { FundCouponLike } from './coupon-rules';
export { isCouponEnabled, couponAmountText, couponConditionText } from './coupon-rules';
export type { RiskAnswer } from './risk-profile';
export {
  RISK_STATUS_TEXTS,
  RISK_TYPE_TEXTS,
  RISK_LEVEL_TEXTS,
  PORTFOLIO_RISK_LEVEL_TEXTS,
  riskStatusText,
  riskTypeText,
  riskLevelText,
  portfolioRiskLevelText,
  hasTakenRiskTest,
  isRiskResultValid,
  portfolioRiskToLevel,
  formatRiskAnswer,
  parseRiskAnswer,
} from './risk-profile';
export type { SuitabilityDecision, SuitabilityInput } from './suitability-gate';
export { SUITABILITY_MESSAGES, normaliseProductLevel, meetsRiskLevel, suitabilityGate } from './suitability-gate';
export type { AdjustablePositionFlags, AdjustableDirections } from './position-adjustment';
export { adjustableDirections } from './position-adjustment';
export {
  STORE_APPLY_STATUS_TEXTS,
  isStoreOwner,
  hasAppliedForStore,
  storeApplyStatusText,
  isOwnItem,
} from './store-apply';
export type { DiagnosisScoreColour } from './display-classes';
export { diagnosisScoreColour, LARGE_CHANGE_CLASS, isLargeChange, changeClass } from './display-classes';
export { FUND_LIST_TABS, FUND_SORT_OPTIONS, MONEY_FUND_SORT, defaultSortFor, sortOptionsFor, fundListQuery } from './fund-list-view';
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
export type { NavChartPeriod, NavPointLike } from './nav-chart-periods';
export { countdownCaption, formatCountdown } from './countdown-display';
export { readIndexQuote, indexFigureText } from './index-quote';
export type { IndexQuote } from './index-quote';
export { SEARCH_TERM_MAX, SEARCH_SUGGEST_DELAY_MS, searchTerm } from './search-query';
export { MANAGER_SKILLS, MANAGER_MARKET_RESULTS, managerSkills, managerMarketResults, seniorityText } from './manager-display';
export { FUND_TYPE_CODES, fundTypeSubtypes, fundFilterView } from './fund-filter-route';
export type { FundFilterParams, FundFilterView } from './fund-filter-route';
export { VIRTUAL_LIST_OVERSCAN, virtualWindow, designToPx } from './virtual-window';
export type { VirtualWindowInput, VirtualWindow } from './virtual-window';
export { publishTimeText, statusParagraphs } from './status-display';
export type { DiagnosisGate, DiagnosisGateCounter, CompareRow, QuantInfluenceTone } from './research-tool-rules';
export {
  orderFollowedManagers,
  diagnosisViewGate,
  diagnosisScoreText,
  diagnosisScoreClass,
  assessOptionsValue,
  managerCompareRows,
  managerIdsParam,
  mediaDurationText,
  MANAGER_COMPARE_LIST_URL,
  compareSelectorNext,
  applyCompareSelection,
  quantInfluenceTone,
} from './research-tool-rules';
export type { RecordQuantitySubject } from './trade-record-display';
export { QUANTITY_UNITS, tradeQuantityText, isMoneyDirection, tradeDetailUrl, ratioPercentText, discountText, isMissingRecord } from './trade-record-display';
export { jsonText, jsonDecimal, jsonInt, jsonObject, jsonObjects, jsonRows, type JsonSource } from './market-json';
export { isFundCode, symbolDetailKind, symbolLinks } from './symbol-detail-kind';
export type { SymbolDetailKind, SymbolLink } from './symbol-detail-kind';
export { trimAtlasSymbols, readHolderAtlas } from './holder-atlas';
export type { TrimmedGroup, AtlasSymbol, AtlasHolder, HolderAtlas } from './holder-atlas';
export { SHARES_PER_LOT, PRICE_LEVEL_COUNT, priceTone, lotsText, priceLevelRows, stockQuoteFigures, changeText } from './stock-quote-display';
export type { PriceLevelRow, QuoteFigure } from './stock-quote-display';
export { K_LINE_PERIODS, K_LINE_COUNT, K_LINE_X_SPLITS, kLinePeriod, kLineChartData } from './k-line-periods';
export type { KLinePeriod } from './k-line-periods';
export { breadthShares } from './market-breadth';
export type { BreadthShares } from './market-breadth';
export { CouponState, COUPON_STATE_TABS, COUPON_SCREEN_TEXTS, couponExpiryText, couponAction } from './coupon-rules';
export type { PeriodUnitOption, PlanScheduleLike, PlanStatusTone, FixedInvestmentForm } from './fixed-investment-display';
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
export type { BaoIncomeTabType, BaoIncomeTab, BaoSellInfoLike, BaoTransferOutOption } from './cash-treasure-display';
export {
  BAO_SCREEN_TEXTS,
  BAO_INCOME_TABS,
  baoIncomeTab,
  baoYieldText,
  baoPer10000Text,
  baoIncomeValueText,
  baoTransferOutOptions,
  baoTransferOutUrl,
  baoIncomeHistoryUrl,
} from './cash-treasure-display';
export type { AccountChangeRow } from './account-change-display';
export { ACCOUNT_CHANGE_KIND_TEXTS, readAccountChange } from './account-change-display';
export { showsFare, assetBlockRows, incomeBars, assetPieSlices } from './my-assets-view';
export type { AssetBlockKey, AssetBlockRow, IncomeBar, AssetPieSlice } from './my-assets-view';
export { PRIVATE_FUND_RISK_URLS, privateFundRiskView, advisorPortfolioId, advisorRiskFailureText, advisorResultText } from './questionnaire-risk-views';
export type { PrivateFundRiskLike, PrivateFundRiskView } from './questionnaire-risk-views';
export { unitsText, readHolderRow, readBlockTradeRow, readSymbolRow, readSectorRow } from './market-rows';
export type { HolderRow, BlockTradeRow, SymbolRow, SectorRow } from './market-rows';
export type { PaymentBankCard, BaoHoldingCard, PaymentOption } from './buy-payment-options';
export { BUY_PAYMENT_TEXTS, buyPaymentOptions, choosePaymentOption } from './buy-payment-options';
export type { FeeQuoteLike, FeeQuoteView } from './trade-fee-quote';
export { FEE_QUOTE_DEBOUNCE_MS, FEE_QUOTE_TEXTS, feeQuoteView, quotableAmount } from './trade-fee-quote';
export type { PickerCoupon, CouponOption } from './coupon-picker';
export { COUPON_PICKER_TEXTS, couponOptions, keptCouponId, couponCashbackHint, couponSummary } from './coupon-picker';
export type { SellTarget } from './sell-target-options';
export { SELL_TARGET_TEXTS, SHARE_PORTIONS, sellTargets, sharePortion } from './sell-target-options';
export { FUND_TRADE_TEXTS, buyButtonLabel, buySummaryText, sellSummaryText } from './fund-trade-texts';
export {
  rankText,
  plainPercentText,
  readHoldStruct,
  readAssetForecast,
  tenureText,
  readManagersHistory,
  readHoldersAnalyse,
  readSimilarKLine,
  readShareholder,
  readMarketOverview,
  SECTOR_SORTS,
  sortSectorRows,
  SECTOR_LIST_SORTS,
  sectorSortOf,
} from './symbol-research-views';
export type {
  HoldingRow,
  HoldStructView,
  ForecastRow,
  ManagerTenure,
  FundHolderStructure,
  StockHoldersAnalyse,
  SimilarRow,
  ShareholderView,
  MarketOverview,
} from './symbol-research-views';
export { STATUS_HEADLINE_CHARS, statusHeadline } from './symbol-research-views';
export type { ComparisonDatum, NavComparison, ComparedFund } from './nav-comparison';
export { navComparison } from './nav-comparison';
export type { CompanyChoice, FundTabFilters, FundTabQuery, FundFilterConditions } from './fund-tab-filters';
export { DEFAULT_FUND_TAB_FILTERS, fundTabQuery, companyFilterLabel, companySheetItems, companyAtSheetIndex, readFundFilterConditions } from './fund-tab-filters';
export type { FundToolId } from './related-funds';
export { RELATED_FUNDS_COUNT, sameTypeFundsQuery, relatedFundRows, FUND_TOOLS, isFundToolId, fundToolUrl, fundToolTitle } from './related-funds';
export type { FundStyleRef } from './fund-style-display';
export { FUND_STYLE_PERIODS, DEFAULT_FUND_STYLE_PERIOD, fundStylePeriodLabel, fundStyleKey, fundStyleHistoryPoints, fundStyleInfoUrl, fundStyleMonthlyUrl } from './fund-style-display';
export { routeYearMonth, yearMonthText, fundStylePeriodField } from './fund-style-display';
export type { FundTopicSummary, FundTopic } from './fund-topics';
export { readFundTopics, readFundTopic, fundTopicUrl, jsonFundRows } from './fund-topics';
export type { PotentialRow, FundPotential, AssetForecastRow, FundAssetForecast } from './fund-forecast-display';
export { probabilityText, yuanText, readFundPotential, readFundAssetForecast } from './fund-forecast-display';
export { PORTFOLIO_TRADE_TEXTS, portfolioTradeSummary } from './portfolio-trade-texts';
export type { ProposalRowLike, ProposalLike, ProposalRowView, ProposalView, RebalanceCheck, CompareRowView } from './portfolio-proposal-view';
export { proposalView, percentText, rebalanceCheck, rebalanceCompareView } from './portfolio-proposal-view';
export type { PortfolioLike, TradeButtonView, PortfolioDetailView } from './portfolio-detail-view';
export { portfolioDetailView, tradeEntryUrl, holdsPortfolio, portfolioCouponInfo, availableCouponList } from './portfolio-detail-view';
export type { PortfolioShareCard, SellCardOption } from './portfolio-sell-view';
export { portfolioSellCards, chooseSellCard, portfolioSellBlock } from './portfolio-sell-view';
export { HELD_PORTFOLIO_TEXTS, SERVICE_REPORT_TEXTS, MANAGE_FARE_TEXTS, PORTFOLIO_TOPIC_TABS } from './held-portfolio-texts';
export type { SignedFigure, HeldPortfolioRow, HeldPortfolioTotals, HeldFundRow, HeldActionView, HeldPortfolioDetailView, PortfolioShareCardView } from './held-portfolio-view';
export {
  HELD_PORTFOLIO_URLS,
  readPortfolioTopic,
  unconfirmedLines,
  heldPortfolioRow,
  heldPortfolioTotals,
  heldFundRows,
  rebalanceCardId,
  heldPortfolioDetail,
  portfolioShareCardViews,
} from './held-portfolio-view';
export type { IncomeColumn } from './income-columns';
export { incomeColumns } from './income-columns';
export type { ServiceReportSummary, ServiceReportTradeRow, ServiceReportView, PercentLinePoint } from './service-report-view';
export { serviceReportPeriod, readServiceReportRow, readServiceReportTrade, readServiceReport, percentLine } from './service-report-view';
export type { ManageFareRow, ManageFareSummary } from './manage-fare-view';
export { readManageFareRow, readManageFareMine } from './manage-fare-view';
export type { PurchaseTier, SellTier, FeeSchedule, FeeTerms } from './fee-schedule';
export {
  RATE_DP,
  DISCOUNT_DP,
  SHORT_HOLD_DAYS,
  SHORT_HOLD_SELL_RATE,
  FIXED_FEE_FROM,
  FIXED_FEE,
  FEE_TIER_TEXTS,
  rateText,
  discountedRate,
  purchaseLadder,
  sellLadder,
  isFeeFree,
  fundFeeSchedule,
  chargesServiceFee,
  buyingTiers,
} from './fee-schedule';
export type { PurchaseFee, HeldLot, SellFeeInput, SellPart, SellFee } from './fee-charge';
export { purchaseTierOf, purchaseFee, purchaseShares, sellTierOf, sellFee, sellRateRange, ADVISORY_FEE_DAYS_A_YEAR, advisoryFeeOfDay } from './fee-charge';
export { validateFeeSchedule } from './fee-schedule-check';
