// A PostgreSQL cluster of Debian's package in a directory, on a free loopback port: the throwaway one of
// scripts/with-postgres.mjs (tests) and the one bench:scale keeps between runs (SCALE_PG_DIR), so the seeded
// market (minutes to make) is made once and reused.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './lib.mjs';

export function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin', name)).find((p) => existsSync(p));
  if (!found) throw new Error(`PostgreSQL's ${name} was not found under ${base}: apt-get install postgresql`);
  return found;
}

/** No flushing, for clusters whose contents need not survive a crash of the machine. */
export const NO_FSYNC = ['fsync=off'];
/**
 * A test cluster: besides no flushing, no full-page images in the WAL (each test database copy checkpoints,
 * after which every page's first change would log the whole page) and no WAL for replicas.
 */
export const THROWAWAY = [...NO_FSYNC, 'full_page_writes=off', 'synchronous_commit=off', 'wal_level=minimal', 'max_wal_senders=0'];

/** Starts (creating it the first time) the cluster in `dir` with these settings; resolves to its admin URL and a stop(). */
export async function startCluster(dir, settings) {
  // initdb and postgres refuse to run as root: run them as the package's postgres user then.
  const owner = process.getuid?.() === 0
    ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};
  mkdirSync(dir, { recursive: true });
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    execFileSync(pgBin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], { ...owner, stdio: 'ignore' });
  }
  const port = await freePort();
  const server = spawn(pgBin('postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200',
    ...settings.flatMap((setting) => ['-c', setting])], { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
  let serverLog = '';
  server.stderr.on('data', (chunk) => (serverLog += chunk));
  for (let i = 0; i < 300; i += 1) {
    try {
      execFileSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      const stop = () => new Promise((r) => { server.once('exit', r); server.kill('SIGINT'); });
      return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill('SIGINT');
  throw new Error(`PostgreSQL did not start in ${dataDir}:\n${serverLog}`);
}
