// Runs settlement on a timer in the server process (not in tests); runs never overlap, and a failure
// is logged and retried on the next tick.
import type { Database } from '../db/database';
import { engineOf } from './engine-registry';
import { runSettlement } from './settlement';

export const SETTLEMENT_INTERVAL_MS = 60_000;

/** onPublished: called when a run published new NAVs (market read caches clear then). */
export function startSettlementTimer(database: Database, onPublished: () => void = () => undefined, intervalMs = SETTLEMENT_INTERVAL_MS): () => void {
  let running = false;
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const engine = engineOf(database);
      const report = await runSettlement(database.db, engine.clock.now(), { marketMoves: engine.marketMoves });
      if (report.closedDays.length > 0) onPublished();
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
