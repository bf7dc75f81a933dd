// Routes of the risk area (spec 01 and 03 §7): what the client ships. Schemas: ./risk-contract.ts.
import { route } from '../../api/contract/route';

export const riskRoutes = {
  questions: route('GET', '/funds/investment_risk/questions/'),
  mine: route('GET', '/funds/investment_risk/mine/'),
  mismatchAssets: route('GET', '/funds/investment_risk/mismatch_assets/'),
  change: route('POST', '/funds/investment_risk/change/'),
  answer: route('POST', '/funds/investment_risk/answer/'),
  advisorQuestions: route('GET', '/portfolio/advisor_investment_risk_questions/'),
  advisorQuestionsMine: route('GET', '/portfolio/advisor_investment_risk_questions/mine/'),
  answerAdvisorQuestions: route('POST', '/portfolio/advisor_investment_risk_questions/answer/'),
  check: route('POST', '/funds/investment_risk/check/'),
  confirmRisk: route('POST', '/funds/investment_risk/confirm_risk/'),
  saveRiskDisclosure: route('POST', '/funds/risk_disclosure/'),
  checkRiskDisclosure: route('GET', '/funds/risk_disclosure/{id}/check/'),
  riskDisclosure: route('GET', '/funds/risk_disclosure/{id}/'),
};
