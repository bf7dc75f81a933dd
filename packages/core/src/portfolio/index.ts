// Portfolios: detail, buy / sell / rebalance proposals and flows, held portfolios, service reports, advisory fees, position adjustment.
export type { PortfolioBuyInput, PortfolioSellInput } from './portfolio-trade-validators';
export {
  PORTFOLIO_BUY_MESSAGES,
  PORTFOLIO_SELL_MESSAGES,
  validatePortfolioBuy,
  validatePortfolioSell,
} from './portfolio-trade-validators';
export { canRebalance } from '../card/bank-card-state';
export type { AdjustablePositionFlags, AdjustableDirections } from './position-adjustment';
export { adjustableDirections } from './position-adjustment';
export { PORTFOLIO_TRADE_TEXTS, portfolioTradeSummary } from './portfolio-trade-texts';
export type {
  ProposalRowLike,
  ProposalLike,
  ProposalRowView,
  ProposalView,
  RebalanceCheck,
  CompareRowView,
} from './portfolio-proposal-view';
export { proposalView, percentText, rebalanceCheck, rebalanceCompareView } from './portfolio-proposal-view';
export type { PortfolioLike, TradeButtonView, PortfolioDetailView } from './portfolio-detail-view';
export {
  portfolioDetailView,
  tradeEntryUrl,
  holdsPortfolio,
  portfolioCouponInfo,
  availableCouponList,
} from './portfolio-detail-view';
export type { PortfolioShareCard, SellCardOption } from './portfolio-sell-view';
export { portfolioSellCards, chooseSellCard, portfolioSellBlock } from './portfolio-sell-view';
export {
  HELD_PORTFOLIO_TEXTS,
  SERVICE_REPORT_TEXTS,
  MANAGE_FARE_TEXTS,
  PORTFOLIO_TOPIC_TABS,
} from './held-portfolio-texts';
export type {
  SignedFigure,
  HeldPortfolioRow,
  HeldPortfolioTotals,
  HeldFundRow,
  HeldActionView,
  HeldPortfolioDetailView,
  PortfolioShareCardView,
} from './held-portfolio-view';
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
export type {
  ServiceReportSummary,
  ServiceReportTradeRow,
  ServiceReportView,
  PercentLinePoint,
} from './service-report-view';
export {
  serviceReportPeriod,
  readServiceReportRow,
  readServiceReportTrade,
  readServiceReport,
  percentLine,
} from './service-report-view';
export type { ManageFareRow, ManageFareSummary } from './manage-fare-view';
export { readManageFareRow, readManageFareMine } from './manage-fare-view';
export { PortfolioTopicCode, DEFAULT_PORTFOLIO_TOPIC } from './portfolio-codes';
export { PORTFOLIO_TRADE_URLS, readId, readBuyProposalQuery, readSellProposalQuery } from './portfolio-trade-urls';
export type { BuyProposalQuery, SellProposalQuery } from './portfolio-trade-urls';
export {
  REBALANCE_TYPE_REGULAR,
  createPortfolioTradeFlow,
  portfolioBuyFormStep,
  portfolioSellFormStep,
} from './portfolio-trade-flow';
export type {
  FormOutcome,
  PortfolioBuyForm,
  PortfolioSellForm,
  PortfolioOrder,
  PortfolioBuyBody,
  PortfolioSellBody,
  PortfolioRebalanceBody,
  PortfolioTradeEffects,
  ConfirmStartOutcome,
  ConfirmSubmitOutcome,
  PortfolioTradeFlow,
} from './portfolio-trade-flow';
export { portfolioApi } from './api/portfolio-api';
export { portfolioContract } from './api/portfolio-contract';
export { HELD_MESSAGES, PORTFOLIO_TRADE_MESSAGES } from './portfolio-answer-texts';
export type { HeldPosition, TargetWeight, RebalanceFacts } from './rebalance-rule';
export {
  REBALANCE_THRESHOLD_POINTS,
  heldWorth,
  heldWeights,
  driftsFromTarget,
  rebalanceRefusal,
} from './rebalance-rule';
export { OWNER_MESSAGES, OWNER_TEXTS } from './owner-texts';
export type { OwnerPosition, OwnerFund, PercentMove } from './owner-rules';
export {
  OWNER_LIMITS,
  BANNED_WORDS,
  weightsRefusal,
  nameRefusal,
  descriptionRefusal,
  derivedAmountMinBuy,
  amountMinBuyRefusal,
  derivedRiskLevel,
  createFundsRefusal,
  adjustmentRefusal,
  percentMoves,
  moveArrow,
  parsePositionsText,
  positionsText,
} from './owner-rules';
export type { OwnerCheckAnswer, AmountMinBuyCheckAnswer, FundCandidate, FundCandidatesAnswer, EstimateNetvalueAnswer, PositionMove, PositionAdjustmentAnswer, PositionAdjustmentsAnswer } from './api/portfolio-owner-answers';
export type { NavPeriodKey, DatedValue, NavChartView, NavHistoryRow, AdjustmentRowView, AdjustmentView, TradeNoticeView } from './owner-views';
export {
  NAV_HISTORY_PAGE_SIZE,
  NAV_HISTORY_ROWS_DRAWN,
  NAV_BENCHMARK,
  NAV_BENCHMARK_COUNT,
  NAV_PERIODS,
  PORTFOLIO_PAGE_URLS,
  PORTFOLIO_PAGE_TEXTS,
  periodStart,
  pointsOfPeriod,
  relativeChange,
  navChartView,
  navHistoryRow,
  adjustmentView,
  tradeNoticeView,
  weightsTotal,
  CANDIDATE_TYPES,
} from './owner-views';
