// Request schemas and answer types of portfolios (spec 02 §7): detail, net values, positions, checks, create, adjustments, reports.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { portfolioDetailedPositionsAnswer, portfolioFareRatioAnswer, portfolioServiceReportRecordAnswer, portfolioServiceReportRecordsAnswer, portfolioServiceReportTradesAnswer, portfolioTimetableAnswer, portfolioTopicsAnswer } from '../../api/contract/entities/held-answers';
import { amountMinBuyCheckAnswer, estimateNetvalueAnswer, fundCandidatesAnswer, ownerCheckAnswer, positionAdjustmentAnswer, positionAdjustmentsAnswer } from './portfolio-owner-answers';
import { portfolioRoutes } from './portfolio-routes';
import type { OkAnswer, Page, Portfolio, PortfolioNetValuePoint } from '../../api/contract/entities';

/** A position as the owner sets it: symbol and percent (2 places, the percents sum to 100). */
const positions = () => s.array(s.object({ symbol: f.symbol(), percent: s.decimal({ dp: 2, min: '0', max: '100' }) }), { min: 1, max: 20 });
/** Weights on a query string: 'SYMBOL:PERCENT' pairs joined by ',' (core's parsePositionsText). */
const positionsQuery = () => s.string({ min: 1, max: 1000 });

export const portfolioContract = defineContract('portfolio', portfolioRoutes, {
  // portfolio_id narrows the reports to one held portfolio's (/accounts/portfolio/{id}/service_report/records/).
  serviceReportRecords: { query: s.object({ ...pageQuery(20).shape, portfolio_id: s.optional(f.id()) }), response: answer(portfolioServiceReportRecordsAnswer) },
  serviceReportRecord: { response: answer(portfolioServiceReportRecordAnswer) },
  serviceReportTrades: { query: pageQuery(20), response: answer(portfolioServiceReportTradesAnswer) },
  serviceReportPercentDailyChart: { response: res<PortfolioNetValuePoint[]>() },
  recommend: { query: s.object({ allow_trade: s.withDefault(s.enum([0, 1]), 1), page: f.page(), page_size: f.pageSize(3, 100) }), response: res<Page<Portfolio>>() },
  detail: { query: s.object({ part: s.optional(s.string({ max: 32 })), store_id: s.optional(f.id()) }), response: res<Portfolio>() },
  update: {
    body: s.object({ name: s.optional(f.text(40)), description: s.optional(f.text(1000)), amount_min_buy: s.optional(f.amount()) }),
    response: res<Portfolio>(),
  },
  setShareInfo: { body: s.object({ desc: s.optional(s.string({ max: 500 })), share: s.optional(s.bool()) }), response: res<OkAnswer>() },
  netvalueHistory: { query: s.object({ types: s.optional(s.string({ max: 64 })), page: f.page(), page_size: f.pageSize(365, 1000) }), response: res<Page<PortfolioNetValuePoint>>() },
  detailedPositions: { query: pageQuery(20), response: answer(portfolioDetailedPositionsAnswer) },
  netvalueDailyChart: { query: s.object({ types: s.optional(s.string({ max: 64 })), is_estimated: f.flag() }), response: res<PortfolioNetValuePoint[]>() },
  timetable: { response: answer(portfolioTimetableAnswer) },
  fareRatio: { response: answer(portfolioFareRatioAnswer) },
  // {id} is the portfolio being adjusted, or 0 while creating one; type narrows to one fund subtype.
  fundCandidates: { query: s.object({ q: s.optional(s.string({ max: 64 })), type: s.optional(s.int({ min: 0, max: 9999 })), page: f.page(), page_size: f.pageSize(20, 100) }), response: answer(fundCandidatesAnswer) },
  follow: { response: res<OkAnswer>() },
  unfollow: { response: res<OkAnswer>() },
  topics: { query: s.object({ code: s.string({ min: 1, max: 32 }) }), response: answer(portfolioTopicsAnswer) },
  checkName: { query: s.object({ name: f.text(40), portfolio_id: s.optional(f.id()) }), response: answer(ownerCheckAnswer) },
  checkDescription: { query: s.object({ description: f.text(1000) }), response: answer(ownerCheckAnswer) },
  checkAmountMinBuy: { query: s.object({ symbols: positionsQuery(), amount: s.optional(f.amount()) }), response: answer(amountMinBuyCheckAnswer) },
  // The backtest of the given weights, or of a portfolio's target when only portfolio_id is given.
  estimateNetvalue: { query: s.object({ portfolio_id: s.optional(f.id()), positions: s.optional(positionsQuery()) }), response: answer(estimateNetvalueAnswer) },
  following: { query: pageQuery(20), response: res<Page<Portfolio>>() },
  checkRebalance: { query: s.object({ portfolio_id: f.id() }), response: res<{ allow_rebalance: boolean; message?: string }>() },
  create: {
    body: s.object({ name: f.text(40), description: f.text(1000), amount_min_buy: s.optional(f.amount()), store_id: s.optional(f.id()), positions: positions() }),
    response: res<Portfolio>(),
  },
  // Buy-disabled funds may only decrease, sell-disabled only increase; cash-treasure positions stay (service rules).
  createPositionAdjustment: { body: s.object({ portfolio_id: f.id(), description: s.optional(s.string({ max: 500 })), positions: positions() }), response: answer(positionAdjustmentAnswer) },
  positionAdjustments: { query: s.object({ portfolio_id: f.id(), page: f.page(), page_size: f.pageSize(20, 100) }), response: answer(positionAdjustmentsAnswer) },
  positionAdjustment: { response: answer(positionAdjustmentAnswer) },
});
