// One trading engine per open database: how its market behaves (and, in main, its timer). The clock is
// not here: it is built with the app (app.clock, clock/server-clock.ts) and handed to whatever reads time.
import type { Database } from '../db/database';

export interface TradingEngine {
  /**
   * Whether days published past the seeded history move by the demo market's daily returns (the demo
   * server) or carry the last NAV forward (the default, so tests that set their own NAVs stay exact).
   */
  marketMoves: boolean;
  /** NAVs come only from imports (production): settlement publishes none and waits for them (MarketFeedPort.importsOnly). */
  navsImported: boolean;
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
    engine = { marketMoves: false, navsImported: false, sharedClock: false };
    engines.set(database, engine);
  }
  return engine;
}
