// The server's PGlite starts opening before the rest of its code loads (main.ts calls startEarlyPglite
// first, via early-open.ts): PGlite's WASM start-up, or a new directory's cluster made in a worker thread
// (fresh-cluster.ts), then overlaps the seconds tsx spends importing the server. openDatabase takes it.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_DATA_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { newPglite } from './drivers';
import { holdsCluster, makeFreshCluster } from './fresh-cluster';

export interface OpenedPglite {
  pglite: PGlite;
  /** Releases the data directory's lock. */
  release: () => void;
}

let early: { dataDir: string; opened: Promise<OpenedPglite>; fresh: boolean } | undefined;

/** The data directory as openDatabase resolves it: DATA_DIR, else the default. */
function dataDirOf(dataDir: string | undefined): string {
  return path.resolve(dataDir ?? DEFAULT_DATA_DIR);
}

/** Locks the directory, makes its cluster if it has none, and starts PGlite on it. */
export async function openPgliteDir(dataDir: string): Promise<OpenedPglite> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    if (!holdsCluster(dataDir, fs.existsSync)) await makeFreshCluster(dataDir);
    return { pglite: newPglite({ dataDir }), release };
  } catch (err) {
    release();
    throw err;
  }
}

/** Starts opening the PGlite the environment names (none when DATABASE_URL picks PostgreSQL). */
export function startEarlyPglite(env: NodeJS.ProcessEnv = process.env): void {
  if (env.DATABASE_URL !== undefined && env.DATABASE_URL.trim() !== '') return;
  const dataDir = dataDirOf(env.DATA_DIR !== undefined && env.DATA_DIR.trim() !== '' ? env.DATA_DIR : undefined);
  const fresh = !holdsCluster(dataDir, fs.existsSync);
  const opened = openPgliteDir(dataDir);
  // Its error (a busy directory, a failed initdb) is thrown where openDatabase takes it.
  opened.catch(() => undefined);
  early = { dataDir, opened, fresh };
}

/** Whether the PGlite started early is a new data directory, being made in a worker thread. */
export function earlyPgliteIsNew(): boolean {
  return early?.fresh ?? false;
}

/** The PGlite started early for this directory, once; undefined when none was. */
export function takeEarlyPglite(dataDir: string | undefined): Promise<OpenedPglite> | undefined {
  if (!early || early.dataDir !== dataDirOf(dataDir)) return undefined;
  const { opened } = early;
  early = undefined;
  return opened;
}
