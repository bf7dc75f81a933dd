// Request schemas and answer types of the quant area (spec 02 §7 and 03 §7).
import { s } from '../../api/schema';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { quantRoutes } from './quant-routes';
import { quantAnalyseAnswer, quantIndustryRecommendAnswer, quantIndustryRecommendDetailAnswer, quantStrategiesAnswer, quantStrategyAnswer, quantStrategyIndexesAnswer } from './research-answers';
import type { OkAnswer, QuantFactor } from '../../api/contract/entities';


export const quantContract = defineContract('quant', quantRoutes, {
  maxFactor: { response: res<QuantFactor>() },
  analyse: { query: s.object({ factor_category: s.optional(s.string({ max: 32 })) }), response: answer(quantAnalyseAnswer) },
  factors: { response: res<QuantFactor[]>() },
  industryRecommend: { response: answer(quantIndustryRecommendAnswer) },
  industryRecommendDetail: { response: answer(quantIndustryRecommendDetailAnswer) },
  strategies: { response: answer(quantStrategiesAnswer) },
  strategy: { response: answer(quantStrategyAnswer) },
  strategyIndexes: { response: answer(quantStrategyIndexesAnswer) },
  subscribe: { body: s.object({ code: s.withDefault(s.string({ max: 32 }), 'quant_senior_factor') }), response: res<OkAnswer>() },
});
