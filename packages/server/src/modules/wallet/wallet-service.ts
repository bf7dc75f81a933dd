// The wallet: its balance is the ledger's 'wallet' rows; credits come from other areas through creditWallet
// (store income now, campaign prizes later), withdrawals go to a bound card and arrive the next trading day
// (the settlement engine pays them, payDueWithdrawals). The user's row is locked while the balance is
// checked and taken, so parallel withdrawals can never take more than the balance.
import type { Kysely, Transaction } from 'kysely';
import { beijingDate } from '@fund/core/calendar';
import { toAmountString, toDecimal, type DecimalInput } from '@fund/core/money';
import { WALLET_LEDGER, WALLET_MESSAGES, WALLET_STATUS_TEXTS, WalletWithdrawalStatus, walletWithdrawRefusal, type WalletAnswer, type WalletWithdrawalAnswer } from '@fund/core/wallet';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { post } from '../ledger/ledger-repo';
import { loadCalendar, tradeDateOf } from '../calendar/market-calendar';
import { lockUser } from '../trade/orders-repo';
import { usableCard } from '../trade/order-checks';
import { insertCredit, insertWithdrawal, ledgerSum, walletSums } from './wallet-repo';

type Db = Kysely<DB> | Transaction<DB>;

export interface WalletCredit {
  userId: number;
  amount: DecimalInput;
  /** What pays in ('store_income', 'campaign', …): with refId, the credit's key. */
  kind: string;
  /** The paying record (a withdrawal's id, a prize's id): a second credit with the same kind and ref changes nothing. */
  refId: string | number;
  now: Date;
  memo?: string;
}

/**
 * Pays into the user's wallet inside the caller's transaction, once per (kind, refId). Returns false when
 * that credit was paid before. The amount must be positive, to the fen.
 */
export async function creditWallet(trx: Transaction<DB>, credit: WalletCredit): Promise<boolean> {
  const amount = toAmountString(credit.amount);
  if (!toDecimal(amount).gt(0)) throw new Error(`a wallet credit must be positive: ${amount}`);
  const at = credit.now.toISOString();
  const fresh = await insertCredit(trx, { user_id: credit.userId, kind: credit.kind, ref_id: String(credit.refId), amount, created_at: at });
  if (!fresh) return false;
  await post(trx, credit.userId, credit.now, [{ account: WALLET_LEDGER.wallet, amount, memo: credit.memo ?? WALLET_MESSAGES.creditMemo }]);
  return true;
}

export async function walletOf(db: Db, userId: number): Promise<WalletAnswer> {
  const { available, frozen, withdrawn } = await walletSums(db, userId, { wallet: WALLET_LEDGER.wallet, transit: WALLET_LEDGER.walletTransit });
  return { available: toDecimal(available).toFixed(2), frozen: toDecimal(frozen).toFixed(2), withdrawn: toDecimal(withdrawn).toFixed(2) };
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function withdrawFromWallet(trx: Transaction<DB>, userId: number, req: { amount: string; bank_card_id: number }, now: Date): Promise<WalletWithdrawalAnswer> {
  const card = await usableCard(trx, userId, req.bank_card_id, false);
  const amount = toAmountString(req.amount);
  // Parallel withdrawals wait here one after another, each seeing the balance the one before left.
  await lockUser(trx, userId);
  const available = await ledgerSum(trx, userId, WALLET_LEDGER.wallet);
  const refusal = walletWithdrawRefusal(amount, available);
  if (refusal !== null) throw new ApiError(400, { amount: [refusal] });
  const calendar = await loadCalendar(trx, beijingDate(now));
  const arriveDate = calendar.nextTradingDay(tradeDateOf(calendar, now));
  const row = await insertWithdrawal(trx, { user_id: userId, bank_card_id: card.id, amount, arrive_date: arriveDate, created_at: now.toISOString() });
  await post(trx, userId, now, [
    { account: WALLET_LEDGER.wallet, amount: toDecimal(amount).neg(), memo: WALLET_MESSAGES.withdrawMemo },
    { account: WALLET_LEDGER.walletTransit, cardId: card.id, amount, memo: WALLET_MESSAGES.withdrawMemo },
  ]);
  return {
    id: row.id, amount, bank_card_id: card.id, status: WalletWithdrawalStatus.Pending, status_display: WALLET_STATUS_TEXTS[WalletWithdrawalStatus.Pending],
    arrive_date: arriveDate, created_at: now.toISOString(), wallet: await walletOf(trx, userId),
  };
}
