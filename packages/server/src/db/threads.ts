// Worker threads of the server's own code, from source (tsx, tests) or from its esbuild bundle
// (scripts/server-bundle.mjs builds each worker as an entry of its own beside main.cjs).
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Starts the worker whose source is `entry` (a path under this folder, without `.ts`). */
export function startThread(entry: string, workerData: unknown): Worker {
  return __filename.endsWith('.ts')
    ? // From source: a worker's entry does not get tsx's loader (Node 20), so it registers it first.
      new Worker(`require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, `${entry}.ts`))});`, { eval: true, workerData })
    : new Worker(path.join(__dirname, `${path.basename(entry)}.cjs`), { workerData });
}
