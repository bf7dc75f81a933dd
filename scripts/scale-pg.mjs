// A PostgreSQL cluster kept in a directory between runs of `npm run bench:scale` (SCALE_PG_DIR), so the
// seeded market (minutes to make) is made once and reused. Same settings as scripts/with-postgres.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './lib.mjs';

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin', name)).find((p) => existsSync(p));
  if (!found) throw new Error(`PostgreSQL's ${name} was not found under ${base}: apt-get install postgresql`);
  return found;
}

/** Starts (creating it the first time) the cluster in `dir`; resolves to its admin URL and a stop(). */
export async function keptCluster(dir) {
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
  const server = spawn(pgBin('postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200'],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
  let serverLog = '';
  server.stderr.on('data', (chunk) => (serverLog += chunk));
  for (let i = 0; i < 300; i += 1) {
    try {
      execFileSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      const stop = () => new Promise((r) => { server.once('exit', r); server.kill('SIGINT'); });
      return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill('SIGINT');
  throw new Error(`PostgreSQL did not start in ${dataDir}:\n${serverLog}`);
}
