// Routes of the quant area (spec 02 and 03 §7): what the client ships. Schemas: ./quant-contract.ts.
import { route } from '../../api/contract/route';

export const quantRoutes = {
  maxFactor: route('GET', '/quant/{symbol}/max_factor/'),
  analyse: route('GET', '/quant/{symbol}/analyse/'),
  factors: route('GET', '/quant/{symbol}/factors/'),
  industryRecommend: route('GET', '/quant/industry_recommend/'),
  industryRecommendDetail: route('GET', '/quant/industry_recommend/{id}/'),
  strategies: route('GET', '/quant/strategies/'),
  strategy: route('GET', '/quant/strategies/{id}/'),
  strategyIndexes: route('GET', '/quant/strategies/{id}/indexes/'),
  subscribe: route('POST', '/quant/subscribe/'),
};
