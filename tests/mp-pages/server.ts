// The reference server as the E2E suite starts it (demo mode, its own throwaway data directory filled from the
// seeded demo data both share, settlement timer off), but without the H5 build `npm start` would make first:
// these runs need only /api/v1. It runs from the bundle `npm start` runs (about 5 CPU-s less a start than tsx).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fillWithSeededData, TEST_SERVER_ENV } from '../e2e/demo-data-dir.mjs';
import { serverBundle } from '../../scripts/server-bundle.mjs';

const ROOT = path.resolve(__dirname, '../..');

export interface TestServer {
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function up(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the server did not answer ${origin}/api/v1/health within ${timeoutMs} ms`);
}

export async function startServer(): Promise<TestServer> {
  const main = await serverBundle();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-mp-pages-'));
  const env = { ...process.env, ...TEST_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // The demo data E2E seeded (or seeds now, for the next run): the server starts on it in seconds.
  await fillWithSeededData(dataDir, env);
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 3000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await up(origin, child, 120000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, stop };
}
