// Runs settlement on a timer in the server process (not in tests); runs never overlap, here or with
// another node of the database (the lease), and a failure is logged and retried on the next tick.
import type { Database } from '../db/database';
import { engineOf } from './engine-registry';
import { settleUnderLease } from './settlement-lease';
import { syncClock } from './shared-clock';

export const SETTLEMENT_INTERVAL_MS = 60_000;

/** onPublished: called when a run published new NAVs (market read caches clear then). */
export function startSettlementTimer(database: Database, onPublished: () => void = () => undefined, intervalMs = SETTLEMENT_INTERVAL_MS): () => void {
  let running = false;
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const engine = engineOf(database);
      if (engine.sharedClock) await syncClock(database.db, engine.clock, true);
      // Another node holding the lease is settling: this tick has nothing to do.
      const report = await settleUnderLease(database.db, () => engine.clock.now(), { marketMoves: engine.marketMoves });
      if (report && report.closedDays.length > 0) onPublished();
    } catch (err) {
      console.error('结算任务失败:', err);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
