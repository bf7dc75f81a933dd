// The suitability step both buy flows share (spec 03 §4): check the risk; a conservative investor is refused with
// the server's message; an untested one goes to the risk test; a mismatch is confirmed, then the password waits 300 ms.
import { alert, type Decision, type DecisionAction } from '../api/catalogue/decision';
import { failureDecision } from '../api/catalogue/http-failure';
import { isApiError } from '../api/client/api-error';
import { COMMON_BUTTONS } from '../ui/ui-texts';
import { RiskCheckAction } from '../trade/trade-codes';
import { TIMING_MS } from '../ui/timing';
import { FUND_BUY_TEXTS, FUND_TRADE_URLS } from '../trade/fund-buy-flow';
import { riskWarningDecision } from './risk-test-flow';

export interface SuitabilityEffects {
  checkRisk(productId: number): Promise<{ action_type: string; action_title: string; action_description: string }>;
  confirmRisk(productId: number): Promise<{ warn_data: { action_type: string } }>;
  confirm(text: string, opts: { title?: string; okText: string; cancelText: string }): Promise<boolean>;
  show(decision: Decision): Promise<DecisionAction>;
  delay(ms: number): Promise<void>;
  rememberRiskBack(url: string): void;
}

export type SuitabilityStop = { type: 'go'; url: string } | { type: 'stopped' };

/** null: go on to the password (confirmed says whether the risk was confirmed); otherwise where the flow stops. */
export async function passSuitability(effects: SuitabilityEffects, productId: number, returnUrl: string): Promise<{ stop: SuitabilityStop | null; confirmed: boolean }> {
  let check: Awaited<ReturnType<SuitabilityEffects['checkRisk']>>;
  try {
    check = await effects.checkRisk(productId);
  } catch (error) {
    await effects.show(isApiError(error) && error.keys.includes('investment_risk') ? alert(error.title, COMMON_BUTTONS.confirm) : failureDecision(error));
    return { stop: { type: 'stopped' }, confirmed: false };
  }
  if (check.action_type === RiskCheckAction.RiskTest) {
    effects.rememberRiskBack(returnUrl);
    return { stop: { type: 'go', url: FUND_TRADE_URLS.riskTest }, confirmed: false };
  }
  if (check.action_type !== RiskCheckAction.ConfirmRisk) return { stop: null, confirmed: false };
  const ok = await effects.confirm(check.action_description, { title: check.action_title, okText: FUND_BUY_TEXTS.confirmRiskOk, cancelText: FUND_BUY_TEXTS.cancel });
  if (!ok) return { stop: { type: 'stopped' }, confirmed: false };
  try {
    const answer = await effects.confirmRisk(productId);
    if (answer.warn_data.action_type === RiskCheckAction.ConfirmRisk) {
      const action = await effects.show(riskWarningDecision());
      if (action.type === 'navigate') return { stop: { type: 'go', url: action.url }, confirmed: true };
    }
  } catch (error) {
    await effects.show(failureDecision(error));
    return { stop: { type: 'stopped' }, confirmed: false };
  }
  await effects.delay(TIMING_MS.confirmRiskThenPasswordDelay);
  return { stop: null, confirmed: true };
}
