// Worker thread of fresh-cluster.ts: initdb and the migrations in an in-memory PGlite, then the
// checkpointed cluster written into the new data directory, and kept as a tarball when asked.
import fs from 'node:fs';
import { threadId, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { newPglite, PgliteDialect } from './drivers';
import { migrateToLatest } from './migrate';
import type { DB } from './schema';
import { checkpointedFiles, writeDataDir, writeTar } from './test-templates/data-dir-image';

/** Keeps the tarball for the next new directory; one that cannot be written only costs that one an initdb. */
function keepImage(image: string, tar: Uint8Array): void {
  // Written aside and renamed: a start that reads it never sees half a tarball.
  const staging = `${image}.${process.pid}.${threadId}`;
  try {
    fs.writeFileSync(staging, tar);
    fs.renameSync(staging, image);
  } catch {
    fs.rmSync(staging, { force: true });
  }
}

async function makeCluster(dataDir: string, image: string | undefined): Promise<void> {
  const pglite = newPglite();
  const db = new Kysely<DB>({ dialect: new PgliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    const files = await checkpointedFiles(pglite, db);
    writeDataDir(dataDir, files);
    if (image !== undefined) keepImage(image, writeTar(files));
  } finally {
    await db.destroy();
  }
}

// A failure ends the worker with an unhandled rejection: its 'error' event in the main thread.
const { dataDir, image } = workerData as { dataDir: string; image?: string };
void makeCluster(dataDir, image);
