// A new demo data directory: the market's rows are computed in a worker thread from the first moment
// (early-open.ts) while the main thread loads the server's code and opens PGlite; the seed takes them.
import type { MarketRows } from './market-rows';
import { startThread } from '../threads';

let ahead: { asOf: string; rows: Promise<MarketRows> } | undefined;

/** Starts computing the market of `asOf` (a Beijing date) in a worker thread, for the seed of that day. */
export function computeMarketAhead(asOf: string): void {
  const worker = startThread('seed/market-rows-worker', { asOf });
  const rows = new Promise<MarketRows>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    // After the message this settles nothing; before it, the worker died without saying why.
    worker.once('exit', (code) => reject(new Error(`演示行情的计算线程异常退出 (${code})`)));
  });
  // Its error is thrown where the seed takes it.
  rows.catch(() => undefined);
  ahead = { asOf, rows };
}

/** The rows computed ahead for this day, once; undefined when none were asked for it. */
export function takeMarketAhead(asOf: string): Promise<MarketRows> | undefined {
  const taken = ahead?.asOf === asOf ? ahead.rows : undefined;
  ahead = undefined;
  return taken;
}
