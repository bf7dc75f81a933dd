// Request schemas and answer types of the quant area (spec 02 §7 and 03 §7).
import { s } from '../../schema';
import { defineContract, res } from '../define-contract';
import { quantRoutes } from '../routes/quant-routes';
import type { JsonObject, OkAnswer, QuantFactor } from '../entities';

const json = () => res<JsonObject>();

export const quantContract = defineContract('quant', quantRoutes, {
  maxFactor: { response: res<QuantFactor>() },
  analyse: { query: s.object({ factor_category: s.optional(s.string({ max: 32 })) }), response: json() },
  factors: { response: res<QuantFactor[]>() },
  industryRecommend: { response: res<JsonObject[]>() },
  industryRecommendDetail: { response: json() },
  strategies: { response: res<JsonObject[]>() },
  strategy: { response: json() },
  strategyIndexes: { response: res<JsonObject[]>() },
  subscribe: { body: s.object({ code: s.withDefault(s.string({ max: 32 }), 'quant_senior_factor') }), response: res<OkAnswer>() },
});
