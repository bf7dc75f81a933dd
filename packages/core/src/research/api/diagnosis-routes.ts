// Routes of the diagnosis area (spec 02 §7): what the client ships. Schemas: ./diagnosis-contract.ts.
import { route } from '../../api/contract/route';

export const diagnosisRoutes = {
  analyseSync: route('POST', '/symbols/analyse_sync/'),
  analyseRecommendFunds: route('GET', '/symbols/{id}/analyse_recommend_funds/'),
  profitLossPredicts: route('GET', '/symbols/profit_loss_predicts/'),
  profitLossPredictsFilterConditions: route('GET', '/symbols/profit_loss_predicts/filter_conditions/'),
  profitLossPredict: route('GET', '/symbols/profit_loss_predicts/{symbol}/predict/'),
  profitLossPredictsBestPotential: route('GET', '/symbols/profit_loss_predicts/best_potential/'),
  analyse: route('POST', '/symbols/{id}/analyse/'),
  analyseHistory: route('GET', '/symbols/analyse_history/'),
  analyseHistoryLatest: route('GET', '/symbols/analyse_history/latest/'),
  analyseHistoryStatistics: route('GET', '/symbols/analyse_history/statistics/'),
  analyseHistoryDetail: route('GET', '/symbols/analyse_history/{id}/'),
  followAnalyse: route('POST', '/symbols/analyse_history/{id}/follow/'),
  unfollowAnalyse: route('POST', '/symbols/analyse_history/{id}/unfollow/'),
};
