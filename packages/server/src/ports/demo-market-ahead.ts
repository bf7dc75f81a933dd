// The demo market's adapter, started before the server's code loads (early-open.ts): a new demo data
// directory's market is computed in a worker thread meanwhile, for its prepare() (simulators.ts) to take.
import { beijingDate } from '@fund/core/calendar';
import { computeMarketAhead } from '../db/seed/market-ahead';

/** Starts computing the market of `now`'s Beijing date (the seed recomputes it should that day have passed). */
export function computeDemoMarketAhead(now: Date): void {
  computeMarketAhead(beijingDate(now));
}
