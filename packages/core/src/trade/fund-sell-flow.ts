// The fund sell flow (spec 03 §4 "The sell flow is similar"): the shares rule (core's sell validator),
// then the trade password, then the order and the trade detail. To the card or the cash treasure;
// the cash treasure's own transfer-out is fast or normal. Same one-intent-per-submission rule as the buy.
import type { Decision } from '../api/catalogue/decision';
import { tradeDialogDecision } from '../api/catalogue/trade-dialog-errors';
import type { Intent } from '../api/client/idempotency';
import type { DecimalInput } from '../money/decimal';
import { validateFundSell } from './fund-sell-validator';
import { FUND_TRADE_URLS } from './fund-buy-flow';

export interface SellOrder {
  fund: { id: number; allow_sell: boolean; is_bao: boolean };
  cardId: number | null;
  shares: string;
  available: DecimalInput;
  minimum: DecimalInput | null;
  toBao: boolean;
  fast: boolean;
  /** Selling a fund held inside a portfolio. */
  portfolioId: number | null;
}

export interface SellBody {
  fund_id: number;
  bank_card_id: number;
  shares: string;
  password: string;
  is_bao: boolean;
  is_fast: boolean;
  fund_portfolio_id?: number;
}

export interface FundSellEffects {
  sell(body: SellBody, intent: Intent): Promise<{ id: number }>;
  newIntent(): Intent;
}

export type SellStartOutcome = { type: 'password' } | { type: 'invalid'; message: string } | { type: 'stopped' };
export type SellSubmitOutcome =
  | { type: 'done'; tradeId: number; url: string }
  | { type: 'error'; message: string }
  | { type: 'failed'; decision: Decision }
  | { type: 'busy' };

export interface FundSellFlow {
  start(order: SellOrder): SellStartOutcome;
  submit(password: string): Promise<SellSubmitOutcome>;
  cancel(): void;
}

export function createFundSellFlow(effects: FundSellEffects): FundSellFlow {
  let step: 'idle' | 'password' | 'submitting' | 'done' = 'idle';
  let order: (SellOrder & { cardId: number }) | null = null;
  let intent: Intent | null = null;

  return {
    start(next) {
      if (step === 'submitting' || step === 'done') return { type: 'stopped' };
      const check = validateFundSell({ fund: next.fund, hasCard: next.cardId !== null, shares: next.shares, available: next.available, minimum: next.minimum });
      if (!check.ok || next.cardId === null) {
        step = 'idle';
        return check.ok || check.message === null ? { type: 'stopped' } : { type: 'invalid', message: check.message };
      }
      order = { ...next, cardId: next.cardId, shares: check.amount.toFixed(2) };
      intent = effects.newIntent();
      step = 'password';
      return { type: 'password' };
    },

    async submit(password) {
      if (step !== 'password' || order === null || intent === null) return { type: 'busy' };
      step = 'submitting';
      const body: SellBody = {
        fund_id: order.fund.id,
        bank_card_id: order.cardId,
        shares: order.shares,
        password,
        is_bao: order.toBao,
        is_fast: order.fast,
        ...(order.portfolioId !== null ? { fund_portfolio_id: order.portfolioId } : {}),
      };
      try {
        const { id } = await effects.sell(body, intent);
        step = 'done';
        return { type: 'done', tradeId: id, url: FUND_TRADE_URLS.tradeDetail(id) };
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
