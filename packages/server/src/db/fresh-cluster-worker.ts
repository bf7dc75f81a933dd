// Worker thread of fresh-cluster.ts: initdb and the migrations in an in-memory PGlite, then the
// checkpointed cluster written into the new data directory.
import { workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { newPglite, PgliteDialect } from './drivers';
import { migrateToLatest } from './migrate';
import type { DB } from './schema';
import { checkpointedFiles, writeDataDir } from './test-templates/data-dir-image';

async function makeCluster(dataDir: string): Promise<void> {
  const pglite = newPglite();
  const db = new Kysely<DB>({ dialect: new PgliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    writeDataDir(dataDir, await checkpointedFiles(pglite, db));
  } finally {
    await db.destroy();
  }
}

// A failure ends the worker with an unhandled rejection: its 'error' event in the main thread.
void makeCluster((workerData as { dataDir: string }).dataDir);
