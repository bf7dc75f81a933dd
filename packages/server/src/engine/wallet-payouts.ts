// The settlement engine's step that pays wallet withdrawals due by a day to their cards: each in its own
// transaction, the withdrawal locked and still pending (a second node or run finds it paid and does nothing).
import type { Kysely } from 'kysely';
import { WALLET_LEDGER, WALLET_MESSAGES } from '@fund/core/wallet';
import { toDecimal } from '@fund/core/money';
import type { DB } from '../db/schema';
import { post } from '../modules/ledger/ledger-repo';
import { inOwnTransaction, markFailure, type SettlementFailure } from './settlement-failures';
import { dueWithdrawals, lockPendingWithdrawal, markArrived } from '../modules/wallet/wallet-repo';

export async function payDueWithdrawals(db: Kysely<DB>, day: string, now: Date, failed: SettlementFailure[]): Promise<number> {
  let paid = 0;
  for (const { id } of await dueWithdrawals(db, day)) {
    const outcome = await inOwnTransaction(db, 'wallet_withdrawal', id, async (trx) => {
      const w = await lockPendingWithdrawal(trx, id);
      if (!w) return false;
      await post(trx, w.user_id, now, [
        { account: WALLET_LEDGER.walletTransit, cardId: w.bank_card_id, amount: toDecimal(w.amount).neg(), memo: WALLET_MESSAGES.withdrawArrivedMemo },
        { account: 'card', cardId: w.bank_card_id, amount: w.amount, memo: WALLET_MESSAGES.withdrawArrivedMemo },
      ]);
      await markArrived(trx, id, now.toISOString());
      return true;
    });
    if ('failure' in outcome) {
      failed.push(outcome.failure);
      await markFailure(db, outcome.failure, day, now);
    } else if (outcome.value) paid++;
  }
  return paid;
}
