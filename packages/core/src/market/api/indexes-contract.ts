// Request schemas and answer types of the indexes area (spec 02 §7).
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { pageQuery } from '../../api/contract/common-fields';
import { indexesRoutes } from './indexes-routes';
import { indexesForecastAnswer, indexesHoldSymbolsAnalyseAnswer, indexesHoldSymbolsAnswer, indexesListAnswer, indexesOpportunityAnswer, indexesPeIndexesAnswer, indexesRecommendAnswer } from '../../research/api/research-answers';
import type { FundRow, Page } from '../../api/contract/entities';


export const indexesContract = defineContract('indexes', indexesRoutes, {
  list: { query: pageQuery(20), response: answer(indexesListAnswer) },
  // The home page reloads it every 4 s.
  recommend: { response: answer(indexesRecommendAnswer) },
  opportunity: { response: answer(indexesOpportunityAnswer) },
  peIndexes: { response: answer(indexesPeIndexesAnswer) },
  relatedFunds: { query: pageQuery(10), response: res<Page<FundRow>>() },
  forecast: { response: answer(indexesForecastAnswer) },
  holdSymbols: { response: answer(indexesHoldSymbolsAnswer) },
  holdSymbolsAnalyse: { response: answer(indexesHoldSymbolsAnalyseAnswer) },
});
