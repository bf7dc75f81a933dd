// Request schemas and answer types of the funds area (spec 02 §7): fund list and per-fund research reads.
import { s } from '../../schema';
import { f, pageQuery } from '../common-fields';
import { defineContract, res } from '../define-contract';
import { fundsRoutes } from '../routes/funds-routes';
import type { AchievementRank, AssetAllocationItem, FundCompany, FundDetail, FundRow, JsonObject, NetValuePoint, Page } from '../entities';

const json = () => res<JsonObject>();
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
  fareRatio: { response: res<{ buy: JsonObject[]; sell: JsonObject[] }>() },
  dividendSplit: { response: res<JsonObject[]>() },
  achivements: { response: json() },
  achievementRank: { response: res<AchievementRank[]>() },
  timetable: { response: json() },
  assetForecast: { response: json() },
  introduction: { response: res<FundDetail>() },
  investRisk: { response: json() },
  assetConf: { response: res<AssetAllocationItem[]>() },
  assetHistory: { response: json() },
  holdStruct: { response: json() },
  estimatedQuoteHistory: { response: json() },
  filterConditions: { response: json() },
  companies: { query: s.object({ sort: s.withDefault(s.string({ pattern: /^-?\w+$/ }), '-assets_total'), page: f.page(), page_size: f.pageSize(200) }), response: res<Page<FundCompany>>() },
  company: { response: res<FundCompany & JsonObject>() },
  topics: { query: s.object({ code: s.optional(s.string({ max: 32 })) }), response: json() },
  proposals: { query: pageQuery(20), response: res<Page<JsonObject>>() },
  proposal: { response: json() },
  styles: { response: json() },
  stylesOverview: { query: s.object({ period: s.optional(s.string({ max: 16 })) }), response: json() },
  stylesInfo: { query: s.object({ asset_type: s.string({ min: 1, max: 16 }), style_type: s.string({ min: 1, max: 16 }), period: s.optional(s.string({ max: 16 })) }), response: json() },
  stylesIndexes: { response: json() },
  stylesRelatedFunds: { query: s.object({ asset_type: s.optional(s.string({ max: 16 })), style_type: s.optional(s.string({ max: 16 })), sort: sort() }), response: res<FundRow[]>() },
  stylesMonthlyOverview: {
    query: s.object({ asset_type: s.optional(s.string({ max: 16 })), style_type: s.optional(s.string({ max: 16 })), year: s.optional(s.int({ min: 1990, max: 2100 })), month: s.optional(s.int({ min: 1, max: 12 })) }),
    response: json(),
  },
  stylesHistory: { query: pageQuery(240), response: res<Page<JsonObject>>() },
});
