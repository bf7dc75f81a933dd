// The payment port: money leaves or reaches a bank card only by the payment system's answer. The ledger
// calls it for every card posting inside the order's transaction, so a refusal rolls the order back.
import { detailError } from '../http/api-error';
import type { Adapter } from './outside-world';

export interface CardMovement {
  userId: number;
  cardId: number;
  orderId: number | null;
  /** Positive: a decimal string of yuan. */
  amount: string;
  memo: string;
}

export type PaymentAnswer = { ok: true; reference: string } | { ok: false; reason: string };

export interface PaymentPort extends Adapter {
  /** Takes money from the card (a buy, a plan run). */
  debit(movement: CardMovement): Promise<PaymentAnswer>;
  /** Pays money to the card (sell proceeds, refunds, dividends, cashback). */
  credit(movement: CardMovement): Promise<PaymentAnswer>;
}

export const PAYMENT_MESSAGES = {
  refused: (reason: string) => `银行卡扣款失败：${reason}`,
  payoutRefused: (reason: string) => `银行卡入账失败：${reason}`,
} as const;

let sequence = 0;

/** Accepts every movement at once (the demo bank holds no balances). */
export const simulatedPayment: PaymentPort = {
  adapterName: '模拟支付',
  simulator: true,
  async debit() {
    sequence += 1;
    return { ok: true, reference: `SIM-D${sequence}` };
  },
  async credit() {
    sequence += 1;
    return { ok: true, reference: `SIM-C${sequence}` };
  },
};

// One payment system per process (the app built last sets it; the simulator until then). Kept here
// rather than threaded through every service, since the ledger is the one place money moves.
let current: PaymentPort = simulatedPayment;

export function usePaymentPort(port: PaymentPort): void {
  current = port;
}

/** Asks the payment system to move a card posting's money; a refusal is the caller's 400. */
export async function moveCardMoney(movement: CardMovement, direction: 'debit' | 'credit'): Promise<string> {
  const answer = direction === 'debit' ? await current.debit(movement) : await current.credit(movement);
  if (!answer.ok) throw detailError(400, direction === 'debit' ? PAYMENT_MESSAGES.refused(answer.reason) : PAYMENT_MESSAGES.payoutRefused(answer.reason));
  return answer.reference;
}
