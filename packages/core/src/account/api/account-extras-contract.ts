// Schemas and answers of the account calls outside the spec inventory (see ./account-extras-routes.ts).
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { accountExtrasRoutes } from './account-extras-routes';
import type { BankCard, DateString, DateTimeString, OkAnswer, RiskLevel, RiskQuestion, RiskStatus } from '../../api/contract/entities';
import { RISK_ANSWER_PATTERN } from '../../risk/api/risk-contract';
import { RISK_SCREEN_TEXTS } from '../account-screen-texts';

/**
 * A slider puzzle: `image` (a PNG data URL, width x height px) shows a gap; drag the piece so its left
 * edge lands on it. Where the gap is stays on the server: only the picture shows it, so a script has to
 * look at pixels rather than read a field.
 */
export interface SliderChallenge {
  token: string;
  width: number;
  height: number;
  piece_size: number;
  /** The piece's top edge (px): the gap is on that row, so only the horizontal position is asked. */
  piece_y: number;
  image: string;
  /** Seconds the puzzle may be answered in. */
  expires_in: number;
}

/** Proof of a passed slider: sent once as `slider_token` with new_mobile_captcha. */
export interface SliderPass {
  slider_token: string;
  expires_in: number;
}

export interface CsrfAnswer {
  csrftoken: string;
}

export interface PrivateFundRisk {
  investment_risk: RiskLevel;
  investment_risk_status: RiskStatus;
  investment_risk_display: string;
  effective_to: DateString | null;
  /** Meets the qualified-investor asset or income test of the answers. */
  qualified: boolean;
}

export interface DevSms {
  code: string;
  sent_at: DateTimeString;
}

/** The slider pass that new_mobile_captcha needs when the caller is not logged in. */
export const SLIDER_TOKEN_FIELD = 'slider_token';

export const accountExtrasContract = defineContract('accountExtras', accountExtrasRoutes, {
  csrfToken: { response: res<CsrfAnswer>() },
  logout: { response: res<OkAnswer>() },
  sliderChallenge: { response: res<SliderChallenge>() },
  verifySlider: { body: s.object({ token: f.text(64), offset: s.int({ min: 0, max: 1000 }) }), response: res<SliderPass>() },
  setTradePassword: { body: s.object({ password: f.newTradePassword(), repeat_password: s.optional(s.string({ max: 6 })) }), response: res<OkAnswer>() },
  verifyTradePassword: { body: s.object({ password: f.tradePassword() }), response: res<OkAnswer>() },
  bankCard: { response: res<BankCard>() },
  setDefaultBankCard: { response: res<BankCard>() },
  privateFundRiskQuestions: { response: res<RiskQuestion[]>() },
  privateFundRiskMine: { response: res<PrivateFundRisk>() },
  answerPrivateFundRisk: {
    body: s.object({ answer: s.string({ pattern: RISK_ANSWER_PATTERN, message: RISK_SCREEN_TEXTS.incomplete }) }),
    response: res<PrivateFundRisk>(),
  },
  devLatestSms: { query: s.object({ mobile: f.text(20) }), response: res<DevSms>() },
});
