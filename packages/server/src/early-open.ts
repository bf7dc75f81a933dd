// Imported first by main.ts, before the modules that take seconds to load: see db/early-pglite.ts. A new
// demo directory's market is computed meanwhile in a worker thread (ports/demo-market-ahead.ts).
import { ServerClock } from './clock/server-clock';
import { earlyPgliteIsNew, startEarlyPglite } from './db/early-pglite';
import { computeDemoMarketAhead } from './ports/demo-market-ahead';
import { serverModeOf } from './server-mode';

startEarlyPglite();
if (earlyPgliteIsNew() && serverModeOf() === 'demo') computeDemoMarketAhead(new ServerClock().instant());
