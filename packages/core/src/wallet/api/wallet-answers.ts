// Answer schemas of the wallet calls (spec 03 §7 Wallets): the balance and a withdrawal to a card.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';

/** The wallet: available to withdraw, on its way to a card, and paid out to cards so far. */
export const walletAnswer = w.object({
  available: w.decimal(),
  frozen: w.decimal(),
  withdrawn: w.decimal(),
});

/** A withdrawal from the wallet to a bank card. status: 0 on its way (T+1), 1 arrived. */
export const walletWithdrawalAnswer = w.object({
  id: w.int(),
  amount: w.decimal(),
  bank_card_id: w.int(),
  status: s.enum([0, 1]),
  status_display: w.text(),
  arrive_date: w.date(),
  created_at: w.dateTime(),
  /** The wallet after the withdrawal. */
  wallet: walletAnswer,
});

export type WalletAnswer = Infer<typeof walletAnswer>;
export type WalletWithdrawalAnswer = Infer<typeof walletWithdrawalAnswer>;

/** A recharge of the cash account (membership paid in cash): what was added and what is now available. */
export const walletRecharge = w.object({ detail: w.text(), amount: w.decimal(), available: w.decimal() });
