// A server process as `npm start` runs it (its bundle, without the H5 build), on its own port: started, stopped,
// or killed with SIGKILL as a crash would. Several may share one PostgreSQL database.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '../..');

export interface NodeOptions {
  /** PostgreSQL database URL; without it the node uses PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}

export interface ServerNode {
  baseUrl: string;
  /** stdout and stderr so far, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'fund-cluster-')), 'pglite');
}

let bundledMain: string | undefined;

/**
 * The server's bundle `npm start` runs (scripts/server-bundle.mjs: built once per source version, else
 * found): loading it costs about 5 CPU-s less a start than tsx loading ~900 source files.
 */
function serverMain(): string {
  if (bundledMain) return bundledMain;
  const script = `import(${JSON.stringify(path.join(ROOT, 'scripts/server-bundle.mjs'))}).then(async (m) => console.log(await m.serverBundle()))`;
  const made = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const main = made.stdout.trim();
  if (made.status !== 0 || !main) throw new Error(`building the server bundle ended with code ${made.status}`);
  bundledMain = main;
  return main;
}

/**
 * A new data directory holding the seeded demo, copied from the one E2E and the mini-program pages start from
 * (tests/e2e/demo-data-dir.mjs: seeded once per source and day, then copied in about a second).
 */
export function seededDataDir(): string {
  const dir = tempDataDir();
  const script = `import(${JSON.stringify(path.join(ROOT, 'tests/e2e/demo-data-dir.mjs'))}).then((m) => m.fillWithSeededData(process.argv[1], process.env))`;
  const made = spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], { cwd: ROOT, env: nodeEnv(), stdio: ['ignore', 'inherit', 'inherit'] });
  if (made.status !== 0) throw new Error(`seeding ${dir} ended with code ${made.status}`);
  return dir;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The environment of a demo node (the seed's key material included, which decides what it writes); password hashes at the test cost (FUND_TEST_SCRYPT, demo mode only). */
function nodeEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'development', FUND_MODE: 'demo', STATIC_DIR: '', LOG_LEVEL: 'warn', FUND_TEST_SCRYPT: '1' };
  delete env.TEST_DATABASE_URL;
  return env;
}

export async function startNode(opts: NodeOptions): Promise<ServerNode> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...nodeEnv(),
    PORT: String(port),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATA_DIR: opts.dataDir ?? tempDataDir() }),
    ...opts.env,
  };
  if (!opts.databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverMain()], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in 120 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

async function adminQuery(text: string): Promise<pg.QueryResult> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set: run under node scripts/with-postgres.mjs');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The demo, migrated and seeded once per PostgreSQL server by a node of its own, then used as a template. */
const SEEDED_TEMPLATE = 'cluster_seeded_demo';

async function seededTemplate(): Promise<string> {
  const found = await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${SEEDED_TEMPLATE}'`);
  if (found.rowCount) return SEEDED_TEMPLATE;
  // Seeded under another name and renamed when done: a run stopped half-way never leaves a half-seeded template.
  const making = uniqueName('cluster_seeding');
  await adminQuery(`CREATE DATABASE ${making}`);
  const node = await startNode({ databaseUrl: databaseUrl(making), env: { SETTLEMENT_INTERVAL_MS: 'off' } });
  await node.stop();
  await adminQuery(`ALTER DATABASE ${making} RENAME TO ${SEEDED_TEMPLATE}`);
  return SEEDED_TEMPLATE;
}

/** A new database on the test PostgreSQL server holding the seeded demo (a copy of the template), dropped by drop(). */
export async function seededPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName('cluster');
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${await seededTemplate()}`);
  return { url: databaseUrl(name), drop: async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}
