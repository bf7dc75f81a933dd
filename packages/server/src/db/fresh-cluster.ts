// A new PGlite data directory is made in a worker thread: PGlite's initdb (seconds of single-threaded
// WASM) and the migrations run on the other core while the main thread loads the server's code. The
// server's bundle keeps the migrated empty cluster it made beside itself: its next new data directory is
// those files written out (a fraction of a second), not initdb again.
import fs from 'node:fs';
import path from 'node:path';
import { readTar, writeDataDir } from './test-templates/data-dir-image';
import { startThread } from './threads';

/** Whether the directory already holds a cluster (PGlite's own test). */
export function holdsCluster(dataDir: string, exists: (file: string) => boolean): boolean {
  return exists(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Where the bundle keeps its empty cluster: in its own folder, which is per source version (migrations
 * and PGlite's version included) and removed with it. From source (tsx, tests) none is kept.
 */
export const BUNDLE_CLUSTER_IMAGE = __filename.endsWith('.ts') ? undefined : path.join(__dirname, 'empty-cluster.tar');

/**
 * Makes a migrated cluster in `dataDir` (which must hold none): from `image` when that file exists, else in
 * a worker that then also writes `image` (when given). Rejects if the worker fails.
 */
export async function makeFreshCluster(dataDir: string, image: string | undefined = BUNDLE_CLUSTER_IMAGE): Promise<void> {
  if (image !== undefined && fs.existsSync(image)) {
    writeDataDir(dataDir, readTar(fs.readFileSync(image)));
    return;
  }
  const workerData = { dataDir, image };
  const worker = startThread('fresh-cluster-worker', workerData);
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`新数据目录的初始化线程异常退出 (${code})`))));
  });
}
