// One settlement item failing must not stall the others: each item runs in a savepoint (or its own
// transaction), a failure rolls back only that item, is marked in settlement_failures and reported in the
// run's result, and the item is tried again on the next run.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { releaseSavepoint, rollbackToSavepoint, savepoint } from './settlement-repo';

export { clearSettled, markFailure } from './settlement-repo';

export type SettlementItemKind = 'order' | 'portfolio_order' | 'plan' | 'wallet_withdrawal';

export interface SettlementFailure {
  kind: SettlementItemKind;
  id: number;
  message: string;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs one item's work inside the caller's transaction behind a savepoint: on failure only its work is
 * rolled back and the failure returned, so the transaction goes on with the next item.
 */
export async function inSavepoint(trx: Transaction<DB>, kind: SettlementItemKind, id: number, work: () => Promise<void>): Promise<SettlementFailure | null> {
  await savepoint(trx);
  try {
    await work();
    await releaseSavepoint(trx);
    return null;
  } catch (err) {
    await rollbackToSavepoint(trx);
    return { kind, id, message: messageOf(err) };
  }
}

/** Runs one item in a transaction of its own; a failure is returned, not thrown. */
export async function inOwnTransaction<T>(db: Kysely<DB>, kind: SettlementItemKind, id: number, work: (trx: Transaction<DB>) => Promise<T>): Promise<{ value: T } | { failure: SettlementFailure }> {
  try {
    return { value: await db.transaction().execute(work) };
  } catch (err) {
    return { failure: { kind, id, message: messageOf(err) } };
  }
}
