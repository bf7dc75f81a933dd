// Risk: the risk test (questionnaire flow), risk profile and levels, the other questionnaires, and suitability (may this user buy a product of this level).
export type { RiskAnswer } from './risk-profile';
export {
  RISK_STATUS_TEXTS,
  RISK_TYPE_TEXTS,
  RISK_LEVEL_TEXTS,
  PORTFOLIO_RISK_LEVEL_TEXTS,
  riskStatusText,
  riskTypeText,
  riskLevelText,
  portfolioRiskLevelText,
  hasTakenRiskTest,
  isRiskResultValid,
  portfolioRiskToLevel,
  formatRiskAnswer,
  parseRiskAnswer,
} from './risk-profile';
export type { SuitabilityDecision, SuitabilityInput } from './suitability-gate';
export { SUITABILITY_MESSAGES, normaliseProductLevel, meetsRiskLevel, suitabilityGate } from './suitability-gate';
export {
  PRIVATE_FUND_RISK_URLS,
  privateFundRiskView,
  advisorPortfolioId,
  advisorRiskFailureText,
  advisorResultText,
} from './questionnaire-risk-views';
export type { PrivateFundRiskLike, PrivateFundRiskView } from './questionnaire-risk-views';
export { RiskCheckAction } from '../trade/trade-codes';
export { InvestmentRiskStatus, InvestmentRiskType, RiskLevel, PortfolioRiskLevel, RISK_ANSWER_FORMAT } from './risk-codes';
export { RISK_WARNING_TEXTS } from './risk-texts';
export { RISK_SCREEN_TEXTS } from '../account/account-screen-texts';
export { PRIVATE_FUND_RISK_TEXTS, ADVISOR_RISK_TEXTS } from '../assets/assets-screen-texts';
export {
  RISK_URLS,
  startRiskTest,
  currentQuestion,
  isLastQuestion,
  riskTestReducer,
  canSubmitRiskTest,
  riskAnswerOf,
  riskResultView,
  mineRiskText,
  riskWarningDecision,
  submitRiskTest,
} from './risk-test-flow';
export type {
  RiskQuestionLike,
  RiskTestState,
  RiskTestEvent,
  RiskProfileLike,
  RiskResultView,
  RiskTestEffects,
  RiskSubmitOutcome,
} from './risk-test-flow';
export type { PrivateFundRisk } from '../account/api/account-extras-contract';
export { RISK_ANSWER_PATTERN, riskContract } from './api/risk-contract';
export { riskApi } from './api/risk-api';
