// Results of the two other questionnaires: the private-fund one (with the qualified-investor test) and the
// advisory one answered per portfolio, and what the advisory screen says when it cannot run.
import { isApiError } from '../api/client/api-error';
import { failureText } from '../api/catalogue/http-failure';
import { ADVISOR_RISK_TEXTS, PRIVATE_FUND_RISK_TEXTS as T } from '../assets/assets-screen-texts';
import { RISK_SCREEN_TEXTS } from '../account/account-screen-texts';
import { InvestmentRiskStatus } from './risk-codes';
import { riskStatusText, riskTypeText } from './risk-profile';

export const PRIVATE_FUND_RISK_URLS = {
  questions: '/privatefunds/investment_risk/questions/',
  mine: '/privatefunds/investment_risk/mine/',
} as const;

export interface PrivateFundRiskLike {
  investment_risk: number;
  investment_risk_status: number;
  investment_risk_display?: string;
  effective_to: string | null;
  qualified: boolean;
}

export interface PrivateFundRiskView {
  tested: boolean;
  levelText: string;
  statusText: string;
  effectiveText: string;
  /** 合格投资者 / 非合格投资者; '' before the test. */
  qualifiedText: string;
  actionText: string;
  actionUrl: string;
}

export function privateFundRiskView(risk: PrivateFundRiskLike): PrivateFundRiskView {
  const tested = risk.investment_risk_status !== InvestmentRiskStatus.Untested && risk.investment_risk > 0;
  return {
    tested,
    levelText: tested ? risk.investment_risk_display || riskTypeText(risk.investment_risk) : T.untested,
    statusText: riskStatusText(risk.investment_risk_status),
    effectiveText: tested && risk.effective_to ? RISK_SCREEN_TEXTS.effectiveTo(risk.effective_to) : '',
    qualifiedText: tested ? (risk.qualified ? T.qualified : T.notQualified) : '',
    actionText: tested ? T.again : T.start,
    actionUrl: PRIVATE_FUND_RISK_URLS.questions,
  };
}

/** A portfolio id from the query, or null when there is none (the advisory test needs one). */
export function advisorPortfolioId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Why the advisory questionnaire cannot be shown: the portfolio is unknown (404) or any other failure. */
export function advisorRiskFailureText(error: unknown): string {
  if (isApiError(error) && error.status === 404) return ADVISOR_RISK_TEXTS.unavailable;
  return failureText(error);
}

/** The line under the advisory result: matched, or the portfolio is riskier than the answers allow. */
export function advisorResultText(result: { warn_data: { action_type: string } }): string {
  return result.warn_data.action_type === 'confirm_risk' ? ADVISOR_RISK_TEXTS.resultBelow : ADVISOR_RISK_TEXTS.resultMatches;
}
