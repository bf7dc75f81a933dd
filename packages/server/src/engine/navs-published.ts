// The one signal that market data changed: whatever publishes NAVs calls navsPublished(db) (the
// settlement's publisher, a test writing its own NAV, a node noticing another node's publication), and
// everything that keeps market reads in memory listens here, per database.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** engine_state key of the last trading day whose NAVs are published (other nodes watch it: shared-clock.ts). */
export const LAST_CLOSED = 'settlement_last_closed';

/** engine_state key stamped by every market import that changed something (market-import/import-market.ts). */
export const MARKET_IMPORTED = 'market_imported';

const listeners = new WeakMap<Kysely<DB>, Set<() => void>>();

/** Calls `listener` after each publication on `db`; returns the unsubscribe. */
export function onNavsPublished(db: Kysely<DB>, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => void set.delete(listener);
}

export function navsPublished(db: Kysely<DB>): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
