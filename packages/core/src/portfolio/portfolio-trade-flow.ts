// Portfolio trading (spec 03 §4 "Portfolio flows"): the form (buy or sell) leads to a proposal, the
// proposal's confirm to the trade password, the password to the order and the portfolio trade detail.
// Buying runs the same card checks as a fund buy on the form, and the same suitability check (risk test,
// confirm_risk then the password 300 ms later) right before the password. A rebalance needs a usable
// card and a buy-direction record. One Idempotency-Key intent per confirm tap, reused on retries; a
// second tap while one runs is ignored, so a double tap places one order.
import { confirm, navigateTo, type Decision, type DecisionAction } from '../api/catalogue/decision';
import { tradeDialogDecision } from '../api/catalogue/trade-dialog-errors';
import type { Intent } from '../api/client/idempotency';
import { BankCardStatus } from '../card/card-codes';
import { BANK_CARD_CONFIRMS } from '../card/card-texts';
import type { DecimalInput } from '../money/decimal';
import type { BuyPayment } from '../trade/buy-payment';
import { rebalanceCheck } from './portfolio-proposal-view';
import { validatePortfolioBuy, validatePortfolioSell } from './portfolio-trade-validators';
import { FUND_BUY_TEXTS, FUND_TRADE_URLS, authenticateCardUrl } from '../trade/fund-buy-flow';
import { PORTFOLIO_TRADE_URLS } from './portfolio-trade-urls';

import { passSuitability } from '../risk/suitability-step';
export type FormOutcome = { type: 'go'; url: string } | { type: 'invalid'; message: string } | { type: 'stopped' };

export interface PortfolioBuyForm {
  portfolio: { id: number; allow_buy: boolean; amount_min_buy: DecimalInput | null; amount_max_buy: DecimalInput | null };
  /** The paying card (for a cash-treasure payment, the card it is held on); null: none bound. */
  card: { id: number; bank_card_no_tail: string; status: number } | null;
  payment: BuyPayment | null;
  payFromBao: boolean;
  amount: string;
  couponId: number | null;
}

function goOrStop(action: DecisionAction): FormOutcome {
  return action.type === 'navigate' ? { type: 'go', url: action.url } : { type: 'stopped' };
}

/** 下一步 on the buy form: a bound card that needs no authentication, the amount rules, then the proposal. */
export async function portfolioBuyFormStep(form: PortfolioBuyForm, show: (decision: Decision) => Promise<DecisionAction>): Promise<FormOutcome> {
  const close = { text: FUND_BUY_TEXTS.cancel, action: { type: 'close' } } as const;
  if (form.card === null) {
    return goOrStop(await show(confirm(BANK_CARD_CONFIRMS.bindFirst, close, { text: BANK_CARD_CONFIRMS.bindButton, action: navigateTo(FUND_TRADE_URLS.bindCard) })));
  }
  if (!form.payFromBao && form.card.status === BankCardStatus.NeedsAuth) {
    return goOrStop(await show(confirm(BANK_CARD_CONFIRMS.needsAuth, close, { text: BANK_CARD_CONFIRMS.authButton, action: navigateTo(authenticateCardUrl(form.card)) })));
  }
  const check = validatePortfolioBuy({ portfolio: form.portfolio, payment: form.payment, amount: form.amount });
  if (!check.ok) return check.message === null ? { type: 'stopped' } : { type: 'invalid', message: check.message };
  return {
    type: 'go',
    url: PORTFOLIO_TRADE_URLS.buyProposal(form.portfolio.id, { bankCardId: form.card.id, amount: check.amount.toFixed(2), isBao: form.payFromBao, couponId: form.couponId }),
  };
}

export interface PortfolioSellForm {
  portfolio: { id: number; allow_sell: boolean };
  cardId: number | null;
  amount: string;
  /** The chosen card's worth_value_enable. */
  available: DecimalInput;
  minimum: DecimalInput | null;
}

/** 下一步 on the sell form: the amount rules, then the sell proposal. */
export function portfolioSellFormStep(form: PortfolioSellForm): FormOutcome {
  const check = validatePortfolioSell({ portfolio: form.portfolio, hasCard: form.cardId !== null, amount: form.amount, available: form.available, minimum: form.minimum });
  if (!check.ok || form.cardId === null) return check.ok || check.message === null ? { type: 'stopped' } : { type: 'invalid', message: check.message };
  return { type: 'go', url: PORTFOLIO_TRADE_URLS.sellProposal(form.portfolio.id, { bankCardId: form.cardId, amount: check.amount.toFixed(2) }) };
}

export type PortfolioOrder =
  | { kind: 'buy'; portfolioId: number; bankCardId: number; amount: string; isBao: boolean; couponId: number | null }
  | { kind: 'sell'; portfolioId: number; bankCardId: number; amount: string }
  | { kind: 'rebalance'; portfolioId: number; bankCardId: number; card: { status: number } | null; rows: readonly { direction: number }[] };

export interface PortfolioBuyBody {
  fund_portfolio_id: number;
  bank_card_id: number;
  amount: string;
  is_bao: boolean;
  password: string;
  confirm_risk: boolean;
  coupon_id?: number;
}

export interface PortfolioSellBody {
  fund_portfolio_id: number;
  bank_card_id: number;
  amount: string;
  password: string;
}

export interface PortfolioRebalanceBody {
  fund_portfolio_id: number;
  bank_card_id: number;
  password: string;
  rebalance_type: number;
}

export interface PortfolioTradeEffects {
  checkRisk(portfolioId: number): Promise<{ action_type: string; action_title: string; action_description: string }>;
  confirmRisk(portfolioId: number): Promise<{ warn_data: { action_type: string } }>;
  buy(body: PortfolioBuyBody, intent: Intent): Promise<{ id: number }>;
  sell(body: PortfolioSellBody, intent: Intent): Promise<{ id: number }>;
  rebalance(body: PortfolioRebalanceBody, intent: Intent): Promise<{ id: number }>;
  newIntent(): Intent;
  confirm(text: string, opts: { title?: string; okText: string; cancelText: string }): Promise<boolean>;
  show(decision: Decision): Promise<DecisionAction>;
  delay(ms: number): Promise<void>;
  rememberRiskBack(url: string): void;
}

export type ConfirmStartOutcome = { type: 'password' } | { type: 'invalid'; message: string } | { type: 'go'; url: string } | { type: 'stopped' };
export type ConfirmSubmitOutcome =
  | { type: 'done'; tradeId: number; url: string }
  | { type: 'error'; message: string }
  | { type: 'failed'; decision: Decision }
  | { type: 'busy' };

export interface PortfolioTradeFlow {
  step(): 'idle' | 'checking' | 'password' | 'submitting' | 'done';
  /** The tap on 确认买入 / 确认卖出 / 确认调仓. `returnUrl` is where the risk test comes back to. */
  start(order: PortfolioOrder, returnUrl: string): Promise<ConfirmStartOutcome>;
  submit(password: string): Promise<ConfirmSubmitOutcome>;
  cancel(): void;
}

/** The regular rebalance (the spec names rebalance types without listing them; 0 is the one the app sends). */
export const REBALANCE_TYPE_REGULAR = 0;

export function createPortfolioTradeFlow(effects: PortfolioTradeEffects): PortfolioTradeFlow {
  let step: ReturnType<PortfolioTradeFlow['step']> = 'idle';
  let order: PortfolioOrder | null = null;
  let intent: Intent | null = null;
  let confirmedRisk = false;

  async function passRisk(portfolioId: number, returnUrl: string): Promise<ConfirmStartOutcome | null> {
    const result = await passSuitability(effects, portfolioId, returnUrl);
    if (result.confirmed) confirmedRisk = true;
    return result.stop;
  }

  function place(current: PortfolioOrder, password: string, key: Intent): Promise<{ id: number }> {
    switch (current.kind) {
      case 'buy':
        return effects.buy(
          {
            fund_portfolio_id: current.portfolioId,
            bank_card_id: current.bankCardId,
            amount: current.amount,
            is_bao: current.isBao,
            password,
            confirm_risk: confirmedRisk,
            // The order records the coupon; the server uses it once the buy is accepted.
            ...(current.couponId !== null ? { coupon_id: current.couponId } : {}),
          },
          key,
        );
      case 'sell':
        return effects.sell({ fund_portfolio_id: current.portfolioId, bank_card_id: current.bankCardId, amount: current.amount, password }, key);
      case 'rebalance':
        return effects.rebalance({ fund_portfolio_id: current.portfolioId, bank_card_id: current.bankCardId, password, rebalance_type: REBALANCE_TYPE_REGULAR }, key);
    }
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
      if (next.kind === 'rebalance') {
        const rule = rebalanceCheck(next.card, next.rows);
        if (!rule.ok) {
          step = 'idle';
          return { type: 'invalid', message: rule.message };
        }
      }
      if (next.kind === 'buy') {
        const risk = await passRisk(next.portfolioId, returnUrl);
        if (risk !== null) {
          step = 'idle';
          return risk;
        }
      }
      order = next;
      intent = effects.newIntent();
      step = 'password';
      return { type: 'password' };
    },

    async submit(password) {
      if (step !== 'password' || order === null || intent === null) return { type: 'busy' };
      step = 'submitting';
      try {
        const { id } = await place(order, password, intent);
        step = 'done';
        return { type: 'done', tradeId: id, url: PORTFOLIO_TRADE_URLS.tradeDetail(id) };
      } catch (error) {
        const decision = tradeDialogDecision(error);
        if (decision.kind === 'inline') {
          step = 'password';
          return { type: 'error', message: decision.text };
        }
        step = 'idle';
        return { type: 'failed', decision };
      }
    },

    cancel() {
      if (step === 'password') step = 'idle';
    },
  };
}
