// Moves coins inside the caller's transaction: one change row per reference (a task, an award, an exchange),
// so the same prize or task can never be paid twice, and the balance never goes below 0.
import type { Kysely } from 'kysely';
import { COIN_TEXTS } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { claimRef, ensureCoinAccount, moveBalance, stampChange } from './coins-repo';

export interface CoinMove {
  coins: number;
  memo: string;
  /** Unique per user: a second move under it does nothing. */
  ref: string;
}

/** The balance after the move, or undefined when the reference was already paid. Throws 400 when coins are short. */
export async function moveCoins(trx: Kysely<DB>, userId: number, move: CoinMove, now: Date): Promise<number | undefined> {
  await ensureCoinAccount(trx, userId);
  const changeId = await claimRef(trx, userId, move.coins, move.memo, move.ref, now.toISOString());
  if (changeId === undefined) return undefined;
  const moved = await moveBalance(trx, userId, move.coins);
  if (!moved) throw detailError(400, COIN_TEXTS.notEnough);
  await stampChange(trx, changeId, moved.balance);
  return moved.balance;
}
