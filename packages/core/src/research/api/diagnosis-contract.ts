// Request schemas and answer types of the fund-diagnosis area (spec 02 §7).
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { diagnosisRoutes } from './diagnosis-routes';
import { diagnosisAnalyseHistoryStatisticsAnswer, diagnosisProfitLossPredictAnswer, diagnosisProfitLossPredictsAnswer, diagnosisProfitLossPredictsFilterConditionsAnswer } from './research-answers';
import type { FundDiagnosis, FundRow, OkAnswer, Page } from '../../api/contract/entities';

export const diagnosisContract = defineContract('diagnosis', diagnosisRoutes, {
  analyseSync: { body: s.object({ symbol: f.symbol() }), response: res<FundDiagnosis>() },
  analyseRecommendFunds: { query: pageQuery(5), response: res<Page<FundRow>>() },
  profitLossPredicts: { query: pageQuery(5), response: answer(diagnosisProfitLossPredictsAnswer) },
  profitLossPredictsFilterConditions: { query: s.object({ symbol: s.optional(f.symbol()) }), response: answer(diagnosisProfitLossPredictsFilterConditionsAnswer) },
  profitLossPredict: { response: answer(diagnosisProfitLossPredictAnswer) },
  profitLossPredictsBestPotential: { response: res<FundRow[]>() },
  analyse: { response: res<FundDiagnosis>() },
  analyseHistory: { query: pageQuery(20), response: res<Page<FundDiagnosis>>() },
  analyseHistoryLatest: { response: res<FundDiagnosis[]>() },
  analyseHistoryStatistics: { response: answer(diagnosisAnalyseHistoryStatisticsAnswer) },
  analyseHistoryDetail: { query: s.object({ fund_id: s.optional(f.id()) }), response: res<FundDiagnosis>() },
  followAnalyse: { response: res<OkAnswer>() },
  unfollowAnalyse: { response: res<OkAnswer>() },
});
