// Runs settlement on a timer in the server process (not in tests); runs never overlap, here or with
// another node of the database (the lease), and a failure is logged and retried on the next tick.
// Stopping waits for a run under way, so shutdown never closes the database under it.
import type { ServerClock } from '../clock/server-clock';
import { syncClock } from '../clock/shared-clock';
import type { Database } from '../db/database';
import { engineOf } from './engine-registry';
import type { SettlementLog } from './settlement';
import { settleUnderLease } from './settlement-lease';
import { sendDueSubscribeMessages } from '../modules/notify/subscribe-sender';
import { subscribePortOf } from '../modules/notify/subscribe-port';

export const SETTLEMENT_INTERVAL_MS = 60_000;

/** Stops the timer and resolves once a run under way has finished. */
export type StopSettlementTimer = () => Promise<void>;

export function startSettlementTimer(
  database: Database,
  clock: ServerClock,
  intervalMs = SETTLEMENT_INTERVAL_MS,
  log?: SettlementLog,
): StopSettlementTimer {
  let current: Promise<void> | null = null;
  let stopped = false;
  const run = async (): Promise<void> => {
    try {
      const engine = engineOf(database);
      if (engine.sharedClock) await syncClock(database.db, clock, true);
      // Another node holding the lease is settling: this tick has nothing to do.
      await settleUnderLease(database.db, () => clock.instant(), { marketMoves: engine.marketMoves, navsImported: engine.navsImported, log });
      const messages = subscribePortOf(database);
      if (messages !== null) await sendDueSubscribeMessages(database.db, messages, clock.instant());
    } catch (err) {
      console.error('结算任务失败:', err);
    }
  };
  const tick = (): void => {
    if (current !== null || stopped) return;
    current = run().finally(() => {
      current = null;
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
