// A new PGlite data directory is made in a worker thread: PGlite's initdb (seconds of single-threaded
// WASM) and the migrations run on the other core while the main thread loads the server's code.
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Whether the directory already holds a cluster (PGlite's own test). */
export function holdsCluster(dataDir: string, exists: (file: string) => boolean): boolean {
  return exists(path.join(dataDir, 'PG_VERSION'));
}

/** Makes a migrated cluster in `dataDir` (which must hold none); rejects if the worker fails. */
export function makeFreshCluster(dataDir: string): Promise<void> {
  const worker = __filename.endsWith('.ts')
    ? // From source (tsx, tests): a worker's entry does not get tsx's loader (Node 20), so it registers it first.
      new Worker(`require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'fresh-cluster-worker.ts'))});`, { eval: true, workerData: { dataDir } })
    : // From the server's bundle (scripts/server-bundle.mjs), which builds the worker beside it.
      new Worker(path.join(__dirname, 'fresh-cluster-worker.cjs'), { workerData: { dataDir } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`新数据目录的初始化线程异常退出 (${code})`))));
  });
}
