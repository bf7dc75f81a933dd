// The fund buy flow (spec 03 §4 "Buy flow (fund)") as steps over injected effects:
//   card (bound? authenticated?) -> limits (core's buy validator) -> risk check ->
//   '' : the 6-digit password | investment_risk_test : the risk test | confirm_risk : confirm, then the
//   password 300 ms later -> buy -> the trade detail; a chosen coupon is used once the buy went through.
// One Idempotency-Key intent per submission (a tap on 买入), reused on every retry of that submission;
// a second tap while a submission runs is ignored, so a double tap places one order.
import { confirm, navigateTo, type Decision, type DecisionAction } from '../api/catalogue/decision';
import { tradeDialogDecision } from '../api/catalogue/trade-dialog-errors';
import type { Intent } from '../api/client/idempotency';
import { COMMON_BUTTONS } from '../ui/ui-texts';
import { BANK_CARD_CONFIRMS } from '../card/card-texts';
import type { BuyPayment } from './buy-payment';
import { validateFundBuy, type FundBuyTerms } from './fund-buy-validator';
import { BankCardStatus } from '../card/card-codes';
import { buildQuery, withQuery } from '../navigation/url-parts';
import { passSuitability } from '../risk/suitability-step';
import { RISK_URLS } from '../risk/risk-test-flow';

export const FUND_TRADE_URLS = {
  bindCard: '/accounts/bank_cards/bind/',
  riskTest: RISK_URLS.questions,
  tradeDetail: (id: number) => `/accounts/funds/trades/${id}/`,
  tradeRecords: '/accounts/funds/trades/',
  resetTradePassword: '/accounts/trade_password/reset/',
} as const;

export const FUND_BUY_TEXTS = {
  confirmRiskOk: '继续购买',
  cancel: COMMON_BUTTONS.cancel,
} as const;

/** The bind page in authenticate mode for a card the bank wants authenticated again. */
export function authenticateCardUrl(card: { id: number; bank_card_no_tail: string }): string {
  return withQuery(FUND_TRADE_URLS.bindCard, buildQuery([['cardNo', card.bank_card_no_tail], ['id', String(card.id)]]));
}

export interface BuyOrder {
  fund: FundBuyTerms & { id: number };
  /** The paying card (for a cash-treasure payment, the card the cash treasure is held on); null: none bound. */
  card: { id: number; bank_card_no_tail: string; status: number } | null;
  payment: BuyPayment | null;
  payFromBao: boolean;
  amount: string;
  couponId: number | null;
}

export interface BuyBody {
  fund_id: number;
  bank_card_id: number;
  amount: string;
  is_bao: boolean;
  password: string;
  confirm_risk: boolean;
}

export interface FundBuyEffects {
  checkRisk(fundId: number): Promise<{ action_type: string; action_title: string; action_description: string }>;
  confirmRisk(fundId: number): Promise<{ warn_data: { action_type: string } }>;
  buy(body: BuyBody, intent: Intent): Promise<{ id: number }>;
  useCoupon(couponId: number, tradeId: number): Promise<unknown>;
  newIntent(): Intent;
  /** A confirm with two buttons: resolves true for the confirm button. */
  confirm(text: string, opts: { title?: string; okText: string; cancelText: string }): Promise<boolean>;
  /** Shows a decision (toast, alert, confirm) and resolves to the chosen button's action. */
  show(decision: Decision): Promise<DecisionAction>;
  delay(ms: number): Promise<void>;
  /** Where the risk test returns to when it is done. */
  rememberRiskBack(url: string): void;
}

export type BuyStartOutcome =
  /** Ask for the trade password now. */
  | { type: 'password' }
  /** The amount cannot be bought: show the message under the field. */
  | { type: 'invalid'; message: string }
  /** Navigate (the bind page, the risk test, or where a dialog's button led). */
  | { type: 'go'; url: string }
  /** The flow stopped (a dialog was cancelled, a failure was shown) or a submission is already running. */
  | { type: 'stopped' };

export type BuySubmitOutcome =
  | { type: 'done'; tradeId: number; url: string }
  /** The dialog stays open with this line (a wrong password, a refused amount ...). */
  | { type: 'error'; message: string }
  /** Not an inline failure (e.g. the login expired): the dialog closes and the decision is shown. */
  | { type: 'failed'; decision: Decision }
  | { type: 'busy' };

export type BuyStep = 'idle' | 'checking' | 'password' | 'submitting' | 'done';

export interface FundBuyFlow {
  step(): BuyStep;
  /** The tap on 买入: runs the checks up to the password. `returnUrl` is where the risk test comes back to. */
  start(order: BuyOrder, returnUrl: string): Promise<BuyStartOutcome>;
  /** The password from the dialog: places the order with this submission's intent. */
  submit(password: string): Promise<BuySubmitOutcome>;
  /** The password dialog was closed: the next tap on 买入 is a new submission. */
  cancel(): void;
}

function goOrStop(action: DecisionAction): BuyStartOutcome {
  return action.type === 'navigate' ? { type: 'go', url: action.url } : { type: 'stopped' };
}

export function createFundBuyFlow(effects: FundBuyEffects): FundBuyFlow {
  let step: BuyStep = 'idle';
  let order: BuyOrder | null = null;
  let intent: Intent | null = null;
  let confirmedRisk = false;

  const stop = (outcome: BuyStartOutcome): BuyStartOutcome => {
    step = 'idle';
    return outcome;
  };

  async function passRisk(fundId: number, returnUrl: string): Promise<BuyStartOutcome | null> {
    const result = await passSuitability(effects, fundId, returnUrl);
    if (result.confirmed) confirmedRisk = true;
    return result.stop;
  }

  return {
    step: () => step,

    async start(next, returnUrl) {
      // A tap while the password is asked keeps that submission (its order and intent): a double tap whose
      // second half lands after the first check resolved must not start over under the open pad.
      if (step === 'password') return { type: 'password' };
      if (step !== 'idle') return { type: 'stopped' };
      step = 'checking';
      order = null;
      intent = null;
      confirmedRisk = false;
      if (next.card === null) {
        const action = await effects.show(
          confirm(BANK_CARD_CONFIRMS.bindFirst, { text: FUND_BUY_TEXTS.cancel, action: { type: 'close' } }, { text: BANK_CARD_CONFIRMS.bindButton, action: navigateTo(FUND_TRADE_URLS.bindCard) }),
        );
        return stop(goOrStop(action));
      }
      if (!next.payFromBao && next.card.status === BankCardStatus.NeedsAuth) {
        const action = await effects.show(
          confirm(BANK_CARD_CONFIRMS.needsAuth, { text: FUND_BUY_TEXTS.cancel, action: { type: 'close' } }, { text: BANK_CARD_CONFIRMS.authButton, action: navigateTo(authenticateCardUrl(next.card)) }),
        );
        return stop(goOrStop(action));
      }
      const check = validateFundBuy({ fund: next.fund, payment: next.payment, amount: next.amount });
      if (!check.ok) return stop(check.message === null ? { type: 'stopped' } : { type: 'invalid', message: check.message });
      const risk = await passRisk(next.fund.id, returnUrl);
      if (risk !== null) return stop(risk);
      order = { ...next, amount: check.amount.toFixed(2) };
      intent = effects.newIntent();
      step = 'password';
      return { type: 'password' };
    },

    async submit(password) {
      if (step !== 'password' || order === null || order.card === null || intent === null) return { type: 'busy' };
      step = 'submitting';
      const body: BuyBody = {
        fund_id: order.fund.id,
        bank_card_id: order.card.id,
        amount: order.amount,
        is_bao: order.payFromBao,
        password,
        confirm_risk: confirmedRisk,
      };
      let tradeId: number;
      try {
        tradeId = (await effects.buy(body, intent)).id;
      } catch (error) {
        const decision = tradeDialogDecision(error);
        if (decision.kind === 'inline') {
          step = 'password';
          return { type: 'error', message: decision.text };
        }
        step = 'idle';
        return { type: 'failed', decision };
      }
      step = 'done';
      if (order.couponId !== null) {
        try {
          await effects.useCoupon(order.couponId, tradeId);
        } catch {
          // The order stands; the coupon stays in the user's list for another buy.
        }
      }
      return { type: 'done', tradeId, url: FUND_TRADE_URLS.tradeDetail(tradeId) };
    },

    cancel() {
      if (step === 'password') step = 'idle';
    },
  };
}
