// Imported first by main.ts, before the modules that take seconds to load: see db/early-pglite.ts.
import { startEarlyPglite } from './db/early-pglite';

startEarlyPglite();
