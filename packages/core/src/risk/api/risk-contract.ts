// Request schemas and answer types of the risk area: questionnaire, trade-time risk check, advisor questions, disclosures.
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { riskRoutes } from './risk-routes';
import type { FundRow, InvestmentRisk, OkAnswer, RiskCheck, RiskQuestion, RiskResult } from '../../api/contract/entities';
import { RISK_SCREEN_TEXTS } from '../../account/account-screen-texts';

/** Question:option pairs joined by | ('1:2|2:1|3:4'). */
export const RISK_ANSWER_PATTERN = /^\d+:\d+(\|\d+:\d+)*$/;
const answer = () => s.string({ pattern: RISK_ANSWER_PATTERN, message: RISK_SCREEN_TEXTS.incomplete });

/** What a risk check is about: one fund or one portfolio. */
const product = () => s.object({ fund_id: s.optional(f.id()), fund_portfolio_id: s.optional(f.id()) });

export const riskContract = defineContract('risk', riskRoutes, {
  questions: { response: res<RiskQuestion[]>() },
  mine: { response: res<InvestmentRisk>() },
  mismatchAssets: { response: res<FundRow[]>() },
  change: { body: s.object({ investment_risk: s.enum([1, 2, 3, 4, 5]) }), response: res<InvestmentRisk>() },
  answer: { body: s.object({ answer: answer() }), response: res<RiskResult>() },
  advisorQuestions: { query: s.object({ portfolio: s.optional(f.id()) }), response: res<RiskQuestion[]>() },
  advisorQuestionsMine: { query: s.object({ portfolio: f.id() }), response: res<RiskResult>() },
  answerAdvisorQuestions: { body: s.object({ portfolio: f.id(), answer: answer() }), response: res<RiskResult>() },
  /** action_type '' goes on to the password, investment_risk_test to the test, confirm_risk to a confirm. */
  check: { body: product(), response: res<RiskCheck>() },
  confirmRisk: { body: product(), response: res<RiskResult>() },
  saveRiskDisclosure: { body: s.object({ fund_id: f.id(), agreed: s.bool() }), response: res<OkAnswer>() },
  checkRiskDisclosure: { response: res<{ need_disclosure: boolean }>() },
  riskDisclosure: { response: res<{ id: number; title: string; content: string }>() },
});
