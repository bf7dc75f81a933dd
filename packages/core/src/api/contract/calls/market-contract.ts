// Request schemas and answer types of the market area (spec 02 §7): symbols, quotes, sectors, holders, following.
import { s } from '../../schema';
import { f, pageQuery } from '../common-fields';
import { defineContract, res } from '../define-contract';
import { marketRoutes } from '../routes/market-routes';
import type { FundRow, JsonObject, OkAnswer, Page, StockQuote, SymbolRef } from '../entities';

const json = () => res<JsonObject>();
const jsonList = () => res<JsonObject[]>();
const period = () => s.object({ period: s.optional(s.string({ max: 16 })), count: s.optional(s.int({ min: 1, max: 1000 })) });

export const marketContract = defineContract('market', marketRoutes, {
  symbols: { query: s.object({ symbol: s.optional(s.string({ max: 500 })) }), response: res<SymbolRef[]>() },
  // An empty list is answered as a failure: 请求的数据不存在.
  quote: { response: res<StockQuote>() },
  kLine: { query: period(), response: jsonList() },
  quoteHistory: { query: period(), response: jsonList() },
  timeLine: { response: jsonList() },
  financeIndexLine: { response: jsonList() },
  financeIndex: { response: json() },
  relatedSector: { response: jsonList() },
  holdersAnalyse: { query: s.object({ type: s.optional(s.string({ max: 32 })) }), response: json() },
  holdersAtlas: { query: s.object({ type: s.optional(s.string({ max: 32 })) }), response: json() },
  seniorMngAtlas: { response: json() },
  blockTradesDaily: { response: jsonList() },
  blockTradesRecord: { query: pageQuery(20), response: res<Page<JsonObject>>() },
  priceLevel: { response: json() },
  marginTrade: { response: jsonList() },
  holders: { response: jsonList() },
  holdersHistory: { response: jsonList() },
  sectors: { query: s.object({ sort: s.optional(s.string({ pattern: /^-?\w+$/ })) }), response: jsonList() },
  sector: { query: s.object({ sort: s.optional(s.string({ pattern: /^-?\w+$/ })) }), response: json() },
  marketsCn: { response: json() },
  hot: { response: res<FundRow[]>() },
  profitLoss: { response: json() },
  similarKLineFilterConditions: { response: json() },
  similarKLine: { response: json() },
  marketAssetForecast: { response: json() },
  marketAssetForecastDistribution: { response: json() },
  marketAssetForecastSectors: { query: s.object({ sector_root_id: s.optional(f.id()) }), response: jsonList() },
  shareholder: { response: json() },
  shareholdersSharesHistory: { response: jsonList() },
  shareholdersInvestmentHistory: { response: jsonList() },
  shareholdersChampions: { response: jsonList() },
  blockTradesDailyTop: { response: jsonList() },
  // Funds: symbol_type 3 with page_size 10000; the stock screen sends symbol_type '1,3,5' and a symbols list.
  following: {
    query: s.object({
      symbol_type: s.withDefault(s.string({ pattern: /^\d(,\d)*$/ }), '3'),
      page_size: f.pageSize(10000),
      symbols: s.optional(s.string({ max: 2000 })),
    }),
    response: res<Page<FundRow>>(),
  },
  follow: { response: res<OkAnswer>() },
  unfollow: { response: res<OkAnswer>() },
});
