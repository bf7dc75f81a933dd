// The cash account is the wallet (core wallet/cash-payment.ts): its balance, a channel's cash price, and a
// recharge from a bound card into the wallet through the payment port, inside the Idempotency-Key's transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { toAmountString } from '@fund/core/money';
import { MEMBERSHIP_PLANS } from '@fund/core/promotion';
import { CASH_PAYMENT_MESSAGES, isCashPaymentChannel, rechargeRefusal } from '@fund/core/wallet';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { post } from '../ledger/ledger-repo';
import { usableCard } from '../trade/order-checks';
import { creditWallet, walletOf } from './wallet-service';

function checkChannel(code: string): void {
  if (!isCashPaymentChannel(code)) throw new ApiError(400, { code: [CASH_PAYMENT_MESSAGES.unknownChannel] });
}

export async function cashAccountOf(db: Kysely<DB>, userId: number): Promise<{ balance: string }> {
  return { balance: (await walletOf(db, userId)).available };
}

/** What a membership period costs in cash through the channel (the same on every channel today). */
export function cashPriceOf(code: string): { price: string } {
  checkChannel(code);
  const plan = MEMBERSHIP_PLANS[0];
  if (plan === undefined) throw new Error('no membership plan');
  return { price: plan.price };
}

export async function rechargeWallet(
  trx: Transaction<DB>,
  userId: number,
  req: { code: string; amount: string; bank_card_id: number },
  now: Date,
): Promise<{ detail: string; amount: string; available: string }> {
  checkChannel(req.code);
  const amount = toAmountString(req.amount);
  const refusal = rechargeRefusal(amount);
  if (refusal !== null) throw new ApiError(400, { amount: [refusal] });
  const card = await usableCard(trx, userId, req.bank_card_id, true);
  // The card is debited by the payment system's answer (a refusal rolls the recharge back); the wallet gains
  // it as a credit of its own (the wallet's books count credits), once: the Idempotency-Key guards a retry.
  await post(trx, userId, now, [{ account: 'card', cardId: card.id, amount: `-${amount}`, memo: CASH_PAYMENT_MESSAGES.memo }]);
  await creditWallet(trx, { userId, amount, kind: 'recharge', refId: randomUUID(), now, memo: CASH_PAYMENT_MESSAGES.memo });
  return { detail: CASH_PAYMENT_MESSAGES.recharged(amount), amount, available: (await walletOf(trx, userId)).available };
}
