// Worker thread of market-ahead.ts: the demo market's rows of the day asked for, sent back with the bulk
// tables as COPY text. A failure (a fee table refused) ends the worker: its 'error' event in the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { marketRowsAsText } from './market-rows';

const { asOf } = workerData as { asOf: string };
parentPort?.postMessage(marketRowsAsText(asOf));
