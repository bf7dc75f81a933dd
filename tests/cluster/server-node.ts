// A server process as `npm start` runs it (without the H5 build), on its own port: started, stopped,
// or killed with SIGKILL as a crash would. Several may share one PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
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

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startNode(opts: NodeOptions): Promise<ServerNode> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    FUND_MODE: 'demo',
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATA_DIR: opts.dataDir ?? tempDataDir() }),
    ...opts.env,
  };
  delete env.TEST_DATABASE_URL;
  if (!opts.databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** A new empty database on the test PostgreSQL server, dropped by the returned function. */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set: run under node scripts/with-postgres.mjs');
  const name = `cluster_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
