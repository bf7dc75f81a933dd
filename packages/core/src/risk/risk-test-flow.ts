// The risk questionnaire (spec 01 §4, 03 §4): questions in order, choosing an option advances, submit
// only after the last one, then the result (level and effective date). A pure reducer plus the submit
// step over injected calls.
import type { Decision } from '../api/catalogue/decision';
import { confirm, navigateTo, toast, CLOSE } from '../api/catalogue/decision';
import { failureDecision } from '../api/catalogue/http-failure';
import { InvestmentRiskStatus } from './risk-codes';
import { RISK_WARNING_TEXTS } from './risk-texts';
import { RISK_SCREEN_TEXTS } from '../account/account-screen-texts';
import { formatRiskAnswer, riskStatusText, riskTypeText, isRiskResultValid } from './risk-profile';

export const RISK_URLS = {
  home: '/accounts/investment_risk/',
  questions: '/accounts/investment_risk/questions/',
  again: '/accounts/investment_risk/questions/again/',
  mismatch: '/accounts/investment_risk/mismatch_assets/',
} as const;

export interface RiskQuestionLike {
  id: number;
  title: string;
  options: ReadonlyArray<{ id: number; title: string }>;
}

export interface RiskTestState {
  questions: readonly RiskQuestionLike[];
  /** The question on screen. */
  index: number;
  /** Chosen option id by question id. */
  answers: Readonly<Record<number, number>>;
}

export type RiskTestEvent = { type: 'choose'; optionId: number } | { type: 'previous' };

export function startRiskTest(questions: readonly RiskQuestionLike[]): RiskTestState {
  return { questions, index: 0, answers: {} };
}

export function currentQuestion(state: RiskTestState): RiskQuestionLike | null {
  return state.questions[state.index] ?? null;
}

export function isLastQuestion(state: RiskTestState): boolean {
  return state.index === state.questions.length - 1;
}

export function riskTestReducer(state: RiskTestState, event: RiskTestEvent): RiskTestState {
  const question = currentQuestion(state);
  if (event.type === 'previous') return state.index > 0 ? { ...state, index: state.index - 1 } : state;
  if (question === null || !question.options.some((o) => o.id === event.optionId)) return state;
  const answers = { ...state.answers, [question.id]: event.optionId };
  // Choosing advances; on the last question the choice stays for submit.
  return { ...state, answers, index: isLastQuestion(state) ? state.index : state.index + 1 };
}

/** Submit is enabled only on the last question with every question answered. */
export function canSubmitRiskTest(state: RiskTestState): boolean {
  return state.questions.length > 0 && isLastQuestion(state) && state.questions.every((q) => state.answers[q.id] !== undefined);
}

/** '1:2|2:3|…' for the answer call. */
export function riskAnswerOf(state: RiskTestState): string {
  return formatRiskAnswer(state.questions.map((q) => ({ question: q.id, option: state.answers[q.id] ?? 0 })));
}

export interface RiskProfileLike {
  investment_risk: number;
  investment_risk_status: number;
  investment_risk_display?: string;
  effective_to: string | null;
}

export interface RiskResultView {
  tested: boolean;
  levelText: string;
  statusText: string;
  /** 有效期至YYYY-MM-DD, or '' without a date. */
  effectiveText: string;
  /** The button under the result: 开始测评 for the untested, else 重新测评. */
  actionText: string;
  actionUrl: string;
}

export function riskResultView(profile: RiskProfileLike): RiskResultView {
  const tested = profile.investment_risk_status !== InvestmentRiskStatus.Untested && profile.investment_risk > 0;
  return {
    tested,
    levelText: tested ? profile.investment_risk_display || riskTypeText(profile.investment_risk) : RISK_SCREEN_TEXTS.untested,
    statusText: riskStatusText(profile.investment_risk_status),
    effectiveText: profile.effective_to ? RISK_SCREEN_TEXTS.effectiveTo(profile.effective_to) : '',
    actionText: tested ? RISK_SCREEN_TEXTS.again : RISK_SCREEN_TEXTS.start,
    actionUrl: tested ? RISK_URLS.again : RISK_URLS.questions,
  };
}

/** The mine tab's risk line: the type when the result is valid, else the status (未测评 / 已过期 / 已失效). */
export function mineRiskText(profile: RiskProfileLike): string {
  return isRiskResultValid(profile.investment_risk_status) ? riskResultView(profile).levelText : riskStatusText(profile.investment_risk_status);
}

export interface RiskTestEffects {
  answer(answer: string): Promise<{ investment_risk: number; warn_data: { action_type: string } }>;
  mine(): Promise<RiskProfileLike>;
}

export type RiskSubmitOutcome =
  | { type: 'result'; view: RiskResultView; warning: Decision | null }
  | { type: 'failed'; decision: Decision };

/** Holdings above the new level: the warning with 查看持仓 (the mismatch list) or 我知道了. */
export function riskWarningDecision(): Decision {
  return confirm(RISK_WARNING_TEXTS.message, { text: RISK_WARNING_TEXTS.dismiss, action: CLOSE }, { text: RISK_WARNING_TEXTS.checkHoldings, action: navigateTo(RISK_URLS.mismatch) });
}

export async function submitRiskTest(state: RiskTestState, effects: RiskTestEffects): Promise<RiskSubmitOutcome> {
  if (!canSubmitRiskTest(state)) return { type: 'failed', decision: toast(RISK_SCREEN_TEXTS.incomplete) };
  try {
    const result = await effects.answer(riskAnswerOf(state));
    const warning = result.warn_data.action_type === 'confirm_risk' ? riskWarningDecision() : null;
    let profile: RiskProfileLike;
    try {
      profile = await effects.mine();
    } catch {
      profile = { investment_risk: result.investment_risk, investment_risk_status: 1, effective_to: null };
    }
    return { type: 'result', view: riskResultView(profile), warning };
  } catch (error) {
    return { type: 'failed', decision: failureDecision(error) };
  }
}
