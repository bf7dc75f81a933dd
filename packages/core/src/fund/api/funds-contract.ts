// Request schemas and answer types of the funds area (spec 02 §7): fund list and per-fund research reads.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { fundsRoutes } from './funds-routes';
import { fundsAchivementsAnswer, fundsAssetForecastAnswer, fundsAssetHistoryAnswer, fundsCompanyAnswer, fundsDividendSplitAnswer, fundsEstimatedQuoteHistoryAnswer, fundsFareRatioAnswer, fundsFilterConditionsAnswer, fundsHoldStructAnswer, fundsInvestRiskAnswer, fundsProposalAnswer, fundsProposalsAnswer, fundsStylesAnswer, fundsStylesHistoryAnswer, fundsStylesIndexesAnswer, fundsStylesInfoAnswer, fundsStylesMonthlyOverviewAnswer, fundsStylesOverviewAnswer, fundsTimetableAnswer, fundsTopicsAnswer } from '../../research/api/research-answers';
import type { AchievementRank, AssetAllocationItem, FundCompany, FundDetail, FundRow, NetValuePoint, Page } from '../../api/contract/entities';

const sort = () => s.optional(s.string({ pattern: /^-?\w+$/ }));

export const fundsContract = defineContract('funds', fundsRoutes, {
  netHistory: { query: pageQuery(20), response: res<Page<NetValuePoint>>() },
  // Cached: the stored first page shows at once and the fresh one replaces it (the update notice).
  list: {
    query: s.object({
      allow_trade: s.withDefault(s.enum([0, 1]), 1),
      page: f.page(),
      page_size: f.pageSize(20, 100),
      sort: s.withDefault(s.string({ pattern: /^-?\w+$/ }), '-percent_year'),
      type: s.withDefault(s.string({ max: 16 }), 'all'),
      company_id: s.optional(f.id()),
    }),
    response: res<Page<FundRow>>(),
  },
  recommend: { query: pageQuery(2), response: res<Page<FundRow>>() },
  fareRatio: { response: answer(fundsFareRatioAnswer) },
  dividendSplit: { response: answer(fundsDividendSplitAnswer) },
  achivements: { response: answer(fundsAchivementsAnswer) },
  achievementRank: { response: res<AchievementRank[]>() },
  timetable: { response: answer(fundsTimetableAnswer) },
  assetForecast: { response: answer(fundsAssetForecastAnswer) },
  introduction: { response: res<FundDetail>() },
  investRisk: { response: answer(fundsInvestRiskAnswer) },
  assetConf: { response: res<AssetAllocationItem[]>() },
  assetHistory: { response: answer(fundsAssetHistoryAnswer) },
  holdStruct: { response: answer(fundsHoldStructAnswer) },
  estimatedQuoteHistory: { response: answer(fundsEstimatedQuoteHistoryAnswer) },
  filterConditions: { response: answer(fundsFilterConditionsAnswer) },
  companies: { query: s.object({ sort: s.withDefault(s.string({ pattern: /^-?\w+$/ }), '-assets_total'), page: f.page(), page_size: f.pageSize(200) }), response: res<Page<FundCompany>>() },
  company: { response: answer(fundsCompanyAnswer) },
  topics: { query: s.object({ code: s.optional(s.string({ max: 32 })) }), response: answer(fundsTopicsAnswer) },
  proposals: { query: pageQuery(20), response: answer(fundsProposalsAnswer) },
  proposal: { response: answer(fundsProposalAnswer) },
  styles: { response: answer(fundsStylesAnswer) },
  stylesOverview: { query: s.object({ period: s.optional(s.string({ max: 16 })) }), response: answer(fundsStylesOverviewAnswer) },
  stylesInfo: { query: s.object({ asset_type: s.string({ min: 1, max: 16 }), style_type: s.string({ min: 1, max: 16 }), period: s.optional(s.string({ max: 16 })) }), response: answer(fundsStylesInfoAnswer) },
  stylesIndexes: { response: answer(fundsStylesIndexesAnswer) },
  stylesRelatedFunds: { query: s.object({ asset_type: s.optional(s.string({ max: 16 })), style_type: s.optional(s.string({ max: 16 })), sort: sort() }), response: res<FundRow[]>() },
  stylesMonthlyOverview: {
    query: s.object({ asset_type: s.optional(s.string({ max: 16 })), style_type: s.optional(s.string({ max: 16 })), year: s.optional(s.int({ min: 1990, max: 2100 })), month: s.optional(s.int({ min: 1, max: 12 })) }),
    response: answer(fundsStylesMonthlyOverviewAnswer),
  },
  stylesHistory: { query: pageQuery(240), response: answer(fundsStylesHistoryAnswer) },
});
