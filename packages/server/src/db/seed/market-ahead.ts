// A new demo data directory: the market's rows are computed in a worker thread from the first moment
// (early-open.ts) while the main thread loads the server's code and opens PGlite; the seed takes them.
import type { MarketRows } from './market-rows';
import type { ResearchRows } from './research-rows';
import { startThread } from '../threads';

let ahead: { asOf: string; rows: Promise<MarketRows> } | undefined;

/** Starts computing the market of `asOf` (a Beijing date) in a worker thread, for the seed of that day. */
export function computeMarketAhead(asOf: string): void {
  const worker = startThread('seed/market-rows-worker', { asOf });
  // Two messages: the market, then its research (market-rows-worker.ts).
  let market!: { resolve: (rows: Omit<MarketRows, 'research'>) => void; reject: (err: unknown) => void };
  let research!: { resolve: (rows: ResearchRows) => void; reject: (err: unknown) => void };
  const marketRows = new Promise<Omit<MarketRows, 'research'>>((resolve, reject) => (market = { resolve, reject }));
  const researchRows = new Promise<ResearchRows>((resolve, reject) => (research = { resolve, reject }));
  let received = 0;
  worker.on('message', (message: unknown) => {
    received += 1;
    if (received === 1) market.resolve(message as Omit<MarketRows, 'research'>);
    else research.resolve(message as ResearchRows);
  });
  const fail = (err: unknown): void => {
    market.reject(err);
    research.reject(err);
  };
  worker.once('error', fail);
  // After both messages this settles nothing; before them, the worker died without saying why.
  worker.once('exit', (code) => fail(new Error(`演示行情的计算线程异常退出 (${code})`)));
  // Their errors are thrown where the seed takes them.
  researchRows.catch(() => undefined);
  const rows = marketRows.then((m) => ({ ...m, research: researchRows }));
  rows.catch(() => undefined);
  ahead = { asOf, rows };
}

/** The rows computed ahead for this day, once; undefined when none were asked for it. */
export function takeMarketAhead(asOf: string): Promise<MarketRows> | undefined {
  const taken = ahead?.asOf === asOf ? ahead.rows : undefined;
  ahead = undefined;
  return taken;
}
