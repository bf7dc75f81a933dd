// PGlite templates: data directory tarballs (dumpDataDir) kept in the template directory, built by the
// first jest worker that needs one while the others wait on its lock file, then copied into every test
// database (data-dir-image), which skips initdb, the migrations and the seed.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { DataDirBusyError, lockDataDir } from '../data-dir-lock';
import { newPglite } from '../drivers';
import { migrateToLatest } from '../migrate';
import type { DB } from '../schema';
import { DataDirImageFs, type ImageFile, checkpointedFiles, readTar, writeTar } from './data-dir-image';
import { MIGRATED, TEMPLATE_ENV, type Template, sourceHash, templateKey } from './template';

const LOCK_POLL_MS = 200;

/** Templates already read, by file: kept for the whole jest worker by its environment (jest/pglite-environment.js). */
const images: Map<string, ImageFile[]> = (globalThis as { __FUND_TEMPLATE_IMAGES__?: Map<string, ImageFile[]> }).__FUND_TEMPLATE_IMAGES__ ?? new Map();

/** Where the template's tarball is kept. */
export function pgliteTemplateFile(template: Template): string {
  const dir = process.env[TEMPLATE_ENV.dir];
  if (!dir) throw new Error(`${TEMPLATE_ENV.dir} is not set (the server's jest globalSetup sets it)`);
  // The source hash leads the name so that the setup can remove the templates of other sources.
  return path.join(dir, `${(sourceHash() ?? '').slice(0, 12)}-${templateKey(template)}.tar`);
}

async function checkpointedImage(pglite: PGlite, db: Kysely<DB>): Promise<Uint8Array> {
  return writeTar(await checkpointedFiles(pglite, db));
}

async function build(file: string, template: Template): Promise<void> {
  const pglite = template.fill ? newPglite({ fs: await pgliteTemplate(MIGRATED) }) : newPglite();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  try {
    if (template.fill) await template.fill(db);
    else await migrateToLatest(db);
    const image = await checkpointedImage(pglite, db);
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, image);
    fs.renameSync(partial, file);
  } finally {
    await db.destroy();
  }
}

/** Builds the template unless it is there, under a lock file so that two workers never both build it. */
async function ensureBuilt(file: string, template: Template): Promise<void> {
  for (;;) {
    if (fs.existsSync(file)) return;
    let release: () => void;
    try {
      release = lockDataDir(file);
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) throw err;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      continue;
    }
    try {
      if (!fs.existsSync(file)) await build(file, template);
    } finally {
      release();
    }
    return;
  }
}

// The lock file is per process: two opens in one test file share one build through this map.
const building = new Map<string, Promise<void>>();

/** A file system holding the template's data directory for a new PGlite, the template built first if need be. */
export async function pgliteTemplate(template: Template): Promise<DataDirImageFs> {
  const file = pgliteTemplateFile(template);
  const read = images.get(file);
  if (read) return new DataDirImageFs(read);
  if (!fs.existsSync(file)) {
    let pending = building.get(file);
    if (!pending) {
      pending = ensureBuilt(file, template).finally(() => building.delete(file));
      building.set(file, pending);
    }
    await pending;
  }
  const files = readTar(fs.readFileSync(file));
  images.set(file, files);
  return new DataDirImageFs(files);
}
