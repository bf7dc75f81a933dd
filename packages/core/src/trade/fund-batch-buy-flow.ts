// The batch buy (/s/{symbols}/buy_batch/): several funds paid by one card, each through the fund buy
// flow's own checks (limits, risk check, confirm_risk), then one trade password for all. Every fund has
// its own flow and so its own intent: a retry after a failure resends only the orders not yet placed.
import type { BuyOrder, BuySubmitOutcome, FundBuyEffects, FundBuyFlow } from './fund-buy-flow';
import { FUND_TRADE_URLS, createFundBuyFlow } from './fund-buy-flow';

export type BatchStartOutcome =
  | { type: 'password' }
  | { type: 'invalid'; fundId: number; message: string }
  | { type: 'go'; url: string }
  | { type: 'stopped' };

export type BatchSubmitOutcome =
  | { type: 'done'; tradeIds: number[]; url: string }
  | { type: 'error'; message: string }
  | { type: 'failed'; decision: Extract<BuySubmitOutcome, { type: 'failed' }>['decision'] }
  | { type: 'busy' };

export interface FundBatchBuyFlow {
  start(orders: readonly BuyOrder[], returnUrl: string): Promise<BatchStartOutcome>;
  submit(password: string): Promise<BatchSubmitOutcome>;
  cancel(): void;
}

export function createFundBatchBuyFlow(effects: FundBuyEffects): FundBatchBuyFlow {
  let flows: { fundId: number; flow: FundBuyFlow; tradeId: number | null }[] = [];
  let running = false;

  return {
    async start(orders, returnUrl) {
      if (running) return { type: 'stopped' };
      running = true;
      flows = [];
      try {
        for (const order of orders) {
          const flow = createFundBuyFlow(effects);
          const outcome = await flow.start(order, returnUrl);
          if (outcome.type === 'invalid') return { type: 'invalid', fundId: order.fund.id, message: outcome.message };
          if (outcome.type !== 'password') return outcome;
          flows.push({ fundId: order.fund.id, flow, tradeId: null });
        }
        return flows.length > 0 ? { type: 'password' } : { type: 'stopped' };
      } finally {
        running = false;
      }
    },

    async submit(password) {
      if (running || flows.length === 0) return { type: 'busy' };
      running = true;
      try {
        for (const entry of flows) {
          if (entry.tradeId !== null) continue;
          const outcome = await entry.flow.submit(password);
          if (outcome.type !== 'done') return outcome;
          entry.tradeId = outcome.tradeId;
        }
        return { type: 'done', tradeIds: flows.map((f) => f.tradeId ?? 0), url: FUND_TRADE_URLS.tradeRecords };
      } finally {
        running = false;
      }
    },

    cancel() {
      for (const entry of flows) entry.flow.cancel();
    },
  };
}
