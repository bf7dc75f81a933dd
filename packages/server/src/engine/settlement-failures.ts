// One settlement item failing must not stall the others: each item runs in a savepoint (or its own
// transaction), a failure rolls back only that item, is marked in settlement_failures and reported in the
// run's result, and the item is tried again on the next run.
import { sql, type Kysely, type Transaction } from 'kysely';
import { TradeStatus } from '@fund/core/trade';
import type { DB } from '../db/schema';

export type SettlementItemKind = 'order' | 'portfolio_order' | 'plan';

export interface SettlementFailure {
  kind: SettlementItemKind;
  id: number;
  message: string;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Marks the item (outside the failed work, so the mark survives its rollback). */
export async function markFailure(db: Kysely<DB>, failure: SettlementFailure, day: string, now: Date): Promise<void> {
  await db
    .insertInto('settlement_failures')
    .values({ kind: failure.kind, subject_id: failure.id, day, message: failure.message, failed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'subject_id']).doUpdateSet((eb) => ({ day, message: failure.message, failed_at: now.toISOString(), attempts: eb('settlement_failures.attempts', '+', 1) })))
    .execute();
}

/**
 * Runs one item's work inside the caller's transaction behind a savepoint: on failure only its work is
 * rolled back and the failure returned, so the transaction goes on with the next item.
 */
export async function inSavepoint(trx: Transaction<DB>, kind: SettlementItemKind, id: number, work: () => Promise<void>): Promise<SettlementFailure | null> {
  await sql`savepoint settlement_item`.execute(trx);
  try {
    await work();
    await sql`release savepoint settlement_item`.execute(trx);
    return null;
  } catch (err) {
    await sql`rollback to savepoint settlement_item`.execute(trx);
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

/** Items that have settled since they failed are no longer marked. */
export async function clearSettled(db: Kysely<DB>): Promise<void> {
  await sql`delete from settlement_failures f where (f.kind = 'order' and not exists (select 1 from trade_orders o where o.id = f.subject_id and o.status = ${TradeStatus.EntrustSucceed}))
    or (f.kind = 'portfolio_order' and not exists (select 1 from portfolio_orders p where p.id = f.subject_id and p.status in (${TradeStatus.EntrustSucceed}, ${TradeStatus.InRebalance})))`.execute(db);
}
