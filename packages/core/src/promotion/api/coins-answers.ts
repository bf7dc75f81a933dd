// Answer schemas of coins (spec 03 §7): the task centre, the ledger, the balance and exchanges.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';

/** A coin task. status: 0 to do, 1 done and its coins to collect, 2 collected. */
export const coinTaskV2 = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  description: w.text(),
  coins: w.int(),
  daily: w.bool(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  url: w.text(),
});

/** A change of the balance: earned (positive) or spent (negative), and the balance after it. */
export const coinChangeV2 = w.object({ id: w.int(), coins: w.int(), balance: w.int(), memo: w.text(), created_at: w.dateTime() });

export const coinsBalanceV2 = w.object({ balance: w.int(), earned_total: w.int(), spent_total: w.int() });

/** A task's coins collected, or an exchange made: the new balance and what happened. */
export const coinsMovedV2 = w.object({ balance: w.int(), coins: w.int(), detail: w.text() });

/** Exchanges of a target kind left today. */
export const coinExchangeLimitationV2 = w.object({ target: w.int(), daily_limit: w.int(), used_today: w.int(), remaining: w.int(), min_coins: w.int() });

export const coinExchangeTargetV2 = w.object({
  id: w.int(),
  kind: w.int(),
  name: w.text(),
  description: w.text(),
  coins: w.int(),
  value: w.decimal(),
  remaining_today: w.int(),
});

export type CoinTaskV2 = Infer<typeof coinTaskV2>;
export type CoinChangeV2 = Infer<typeof coinChangeV2>;
export type CoinsBalanceV2 = Infer<typeof coinsBalanceV2>;
export type CoinsMovedV2 = Infer<typeof coinsMovedV2>;
export type CoinExchangeLimitationV2 = Infer<typeof coinExchangeLimitationV2>;
export type CoinExchangeTargetV2 = Infer<typeof coinExchangeTargetV2>;
