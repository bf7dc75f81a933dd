// Request schemas and answer types of the market area (spec 02 §7): symbols, quotes, sectors, holders, following.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { marketRoutes } from './market-routes';
import { marketBlockTradesDailyAnswer, marketBlockTradesDailyTopAnswer, marketBlockTradesRecordAnswer, marketFinanceIndexAnswer, marketFinanceIndexLineAnswer, marketHoldersAnalyseAnswer, marketHoldersAnswer, marketHoldersAtlasAnswer, marketHoldersHistoryAnswer, marketKLineAnswer, marketMarginTradeAnswer, marketMarketAssetForecastAnswer, marketMarketAssetForecastDistributionAnswer, marketMarketAssetForecastSectorsAnswer, marketMarketsCnAnswer, marketPriceLevelAnswer, marketProfitLossAnswer, marketQuoteHistoryAnswer, marketRelatedSectorAnswer, marketSectorAnswer, marketSectorsAnswer, marketSeniorMngAtlasAnswer, marketShareholderAnswer, marketShareholdersChampionsAnswer, marketShareholdersInvestmentHistoryAnswer, marketShareholdersSharesHistoryAnswer, marketSimilarKLineAnswer, marketSimilarKLineFilterConditionsAnswer, marketTimeLineAnswer } from './market-answers';
import type { FundRow, OkAnswer, Page, StockQuote, SymbolRef } from '../../api/contract/entities';

const period = () => s.object({ period: s.optional(s.string({ max: 16 })), count: s.optional(s.int({ min: 1, max: 1000 })) });

export const marketContract = defineContract('market', marketRoutes, {
  symbols: { query: s.object({ symbol: s.optional(s.string({ max: 500 })) }), response: res<SymbolRef[]>() },
  // An empty list is answered as a failure: 请求的数据不存在.
  quote: { response: res<StockQuote>() },
  kLine: { query: period(), response: answer(marketKLineAnswer) },
  quoteHistory: { query: period(), response: answer(marketQuoteHistoryAnswer) },
  timeLine: { response: answer(marketTimeLineAnswer) },
  financeIndexLine: { response: answer(marketFinanceIndexLineAnswer) },
  financeIndex: { response: answer(marketFinanceIndexAnswer) },
  relatedSector: { response: answer(marketRelatedSectorAnswer) },
  holdersAnalyse: { query: s.object({ type: s.optional(s.string({ max: 32 })) }), response: answer(marketHoldersAnalyseAnswer) },
  holdersAtlas: { query: s.object({ type: s.optional(s.string({ max: 32 })) }), response: answer(marketHoldersAtlasAnswer) },
  seniorMngAtlas: { response: answer(marketSeniorMngAtlasAnswer) },
  blockTradesDaily: { response: answer(marketBlockTradesDailyAnswer) },
  blockTradesRecord: { query: pageQuery(20), response: answer(marketBlockTradesRecordAnswer) },
  priceLevel: { response: answer(marketPriceLevelAnswer) },
  marginTrade: { response: answer(marketMarginTradeAnswer) },
  holders: { response: answer(marketHoldersAnswer) },
  holdersHistory: { response: answer(marketHoldersHistoryAnswer) },
  sectors: { query: s.object({ sort: s.optional(s.string({ pattern: /^-?\w+$/ })) }), response: answer(marketSectorsAnswer) },
  sector: { query: s.object({ sort: s.optional(s.string({ pattern: /^-?\w+$/ })) }), response: answer(marketSectorAnswer) },
  marketsCn: { response: answer(marketMarketsCnAnswer) },
  hot: { response: res<FundRow[]>() },
  profitLoss: { response: answer(marketProfitLossAnswer) },
  similarKLineFilterConditions: { response: answer(marketSimilarKLineFilterConditionsAnswer) },
  similarKLine: { response: answer(marketSimilarKLineAnswer) },
  marketAssetForecast: { response: answer(marketMarketAssetForecastAnswer) },
  marketAssetForecastDistribution: { response: answer(marketMarketAssetForecastDistributionAnswer) },
  marketAssetForecastSectors: { query: s.object({ sector_root_id: s.optional(f.id()) }), response: answer(marketMarketAssetForecastSectorsAnswer) },
  shareholder: { response: answer(marketShareholderAnswer) },
  shareholdersSharesHistory: { response: answer(marketShareholdersSharesHistoryAnswer) },
  shareholdersInvestmentHistory: { response: answer(marketShareholdersInvestmentHistoryAnswer) },
  shareholdersChampions: { response: answer(marketShareholdersChampionsAnswer) },
  blockTradesDailyTop: { response: answer(marketBlockTradesDailyTopAnswer) },
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
