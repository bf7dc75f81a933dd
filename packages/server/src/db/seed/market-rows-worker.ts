// Worker thread of market-ahead.ts: the demo market's rows of the day asked for, bulk tables as COPY text,
// in two messages: the market first (the seed starts writing it), then the research computed from it.
// A failure (a fee table refused) ends the worker: its 'error' event in the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { marketAsText, researchRowsAsText } from './market-rows';

const { asOf } = workerData as { asOf: string };
const { rows, plan } = marketAsText(asOf);
parentPort?.postMessage(rows);
parentPort?.postMessage(researchRowsAsText(plan, asOf));
