// The demo server's seeded data directory, made once and copied for each run: seeding the demo market and
// accounts takes 30-90 s on two cores, copying the result about a second. E2E (global-setup.mjs) and the
// mini-program pages (tests/mp-pages/server.ts) both start from it, so a CI run seeds once.
// The copy is what `npm start` would make in demo mode (both callers run the demo server) on that source and market day: the key is a hash of the server's
// and core's source, the lockfile and the key material in the environment, plus the market day (Beijing);
// a copy older than MAX_AGE_MS is made again, so no run starts from data seeded long before it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib.mjs';
import { serverBundle } from '../../scripts/server-bundle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(os.tmpdir(), 'fund-mini-demo-data');
const MAX_AGE_MS = 60 * 60 * 1000;
/** How long a run waits for another run that is making the same copy. */
const WAIT_FOR_OTHER_MS = 6 * 60 * 1000;
const SOURCES = ['packages/server/src', 'packages/core/src', 'packages/server/package.json', 'packages/core/package.json', 'package-lock.json'];

function addFiles(hash, target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return;
  const files = statSync(full).isDirectory() ? readdirSync(full, { recursive: true }).map((f) => path.join(target, String(f))) : [target];
  for (const file of files.sort()) {
    const abs = path.join(ROOT, file);
    if (!statSync(abs).isFile()) continue;
    hash.update(file).update('\0').update(readFileSync(abs)).update('\0');
  }
}

/** The market day in Beijing: the seed generates the market up to it. */
const marketDay = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

function keyOf(env) {
  const hash = createHash('sha256');
  for (const source of SOURCES) addFiles(hash, source);
  // Keys and peppers change what the seed writes (protected fields, password hashes): hashed, never stored.
  for (const name of Object.keys(env).filter((n) => /^[A-Z_]*(KEY|PEPPER|SECRET)[A-Z_]*$/.test(n)).sort()) hash.update(`${name}=${env[name]}\0`);
  return `${marketDay()}-${hash.digest('hex').slice(0, 16)}`;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

const fresh = (dir) => existsSync(path.join(dir, 'PG_VERSION')) && Date.now() - statSync(dir).mtimeMs < MAX_AGE_MS;

/** Copies made by other sources or days are dropped once nobody can still be using them. */
function dropOld(keep) {
  for (const name of existsSync(CACHE) ? readdirSync(CACHE) : []) {
    const full = path.join(CACHE, name);
    if (name !== keep && Date.now() - statSync(full).mtimeMs > 2 * MAX_AGE_MS) rmSync(full, { recursive: true, force: true });
  }
}

async function prepare(dir, env) {
  const port = await freePort();
  // The server as `npm start` runs it (its bundle, with the bundled worker that makes a new cluster), so the
  // journeys' data is made by the same build they are then served by.
  const main = await serverBundle();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, '--prepare-only'], {
      cwd: ROOT,
      // The port is only checked, never listened on.
      env: { ...env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', SETTLEMENT_INTERVAL_MS: 'off' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the server's --prepare-only ended with code ${code}`))));
  });
}

/** The seeded copy for this source and day, made here unless another run is making it right now. */
async function template(env) {
  const key = keyOf(env);
  const dir = path.join(CACHE, key);
  const lock = `${dir}.making`;
  mkdirSync(CACHE, { recursive: true });
  const until = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    if (fresh(dir)) return dir;
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (!(owner > 0 && alive(owner)) || Date.now() > until) rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    dropOld(key);
    const making = `${dir}.${process.pid}`;
    rmSync(making, { recursive: true, force: true });
    const t0 = Date.now();
    await prepare(making, env);
    rmSync(dir, { recursive: true, force: true });
    renameSync(making, dir);
    console.log(`demo data seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s, kept for the next run: ${dir}`);
    return dir;
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * The demo server of the test harnesses (E2E, mini-program pages) as `npm start` runs it, with the settlement
 * timer off (journeys settle by moving the development clock) and password hashes at the test cost
 * (FUND_TEST_SCRYPT, honoured in demo mode only: see the server's auth/secrets.ts).
 */
export const TEST_SERVER_ENV = { FUND_MODE: 'demo', NODE_ENV: 'development', SETTLEMENT_INTERVAL_MS: 'off', FUND_TEST_SCRYPT: '1' };

/** Makes the seeded copy for the environment `env` now, if there is none yet (npm test's `demo data` step). */
export async function prepareSeededData(env) {
  if (!env.DATABASE_URL) await template(env);
}

/**
 * Fills the empty directory `into` with the seeded demo data. `env` is the server's environment (its mode and
 * keys decide what the seed writes). A server on PostgreSQL (DATABASE_URL) seeds its own database instead.
 */
export async function fillWithSeededData(into, env) {
  if (env.DATABASE_URL) return;
  cpSync(await template(env), into, { recursive: true });
}
