// One trading engine per open database: its market clock (and, in main, its timer). Kept beside the
// database rather than on the app so tests and the development endpoint move the same clock.
import type { Database } from '../db/database';
import { MarketClock } from './market-clock';

export interface TradingEngine {
  readonly clock: MarketClock;
  /**
   * Whether days published past the seeded history move by the demo market's daily returns (the demo
   * server) or carry the last NAV forward (the default, so tests that set their own NAVs stay exact).
   */
  marketMoves: boolean;
  /**
   * Whether the clock is shared with other nodes of the database (the server's; see shared-clock.ts).
   * Tests in one process keep a private clock.
   */
  sharedClock: boolean;
}

const engines = new WeakMap<Database, TradingEngine>();

export function engineOf(database: Database): TradingEngine {
  let engine = engines.get(database);
  if (!engine) {
    engine = { clock: new MarketClock(), marketMoves: false, sharedClock: false };
    engines.set(database, engine);
  }
  return engine;
}
