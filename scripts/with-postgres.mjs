// Runs a command against a throwaway PostgreSQL server (Debian's package): a fresh cluster in a temp
// directory on a free loopback port, removed afterwards. The command gets TEST_DATABASE_URL.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run } from './lib.mjs';

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const candidate = path.join(base, v, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`PostgreSQL's ${name} was not found under ${base}: apt-get install postgresql`);
}

// initdb and postgres refuse to run as root: run them as the package's postgres user then.
const asRoot = process.getuid?.() === 0;
function pgUid() {
  return Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
}
function pgGid() {
  return Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
}
const owner = asRoot ? { uid: pgUid(), gid: pgGid() } : {};

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-pg-'));
if (asRoot) chownSync(dir, owner.uid, owner.gid);
const dataDir = path.join(dir, 'data');
const port = await freePort();

execFileSync(pgBin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], { ...owner, stdio: 'ignore' });
// A throwaway server: nothing it writes needs to survive a crash, so no flushing and no full-page images in
// the WAL (each test database copy checkpoints, after which every page's first change would log the whole page).
const THROWAWAY = ['fsync=off', 'full_page_writes=off', 'synchronous_commit=off', 'wal_level=minimal', 'max_wal_senders=0'];
const server = spawn(
  pgBin('postgres'),
  ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...THROWAWAY.flatMap((setting) => ['-c', setting])],
  { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
);
let serverLog = '';
server.stderr.on('data', (chunk) => (serverLog += chunk));

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
let ready = false;
for (let i = 0; i < 100 && !ready; i += 1) {
  try {
    execFileSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    ready = true;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

let code = 1;
if (!ready) console.error(`PostgreSQL did not start:\n${serverLog}`);
else {
  console.log(`PostgreSQL ${path.basename(path.dirname(path.dirname(pgBin('postgres'))))} on 127.0.0.1:${port}`);
  code = await run(cmd, args, { env: { TEST_DATABASE_URL: url } });
}

server.kill('SIGINT');
await new Promise((r) => server.once('exit', r));
rmSync(dir, { recursive: true, force: true });
process.exit(code);
