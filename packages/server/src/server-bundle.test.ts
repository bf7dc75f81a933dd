// The server as `npm start` runs it: from the esbuild bundle (scripts/server-bundle.mjs), on a new data
// directory (the bundled worker makes it), found relative to the bundle, answering the health check.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot, REPO_ROOT } from './paths';

const HEALTH_WAIT_MS = 200_000;

function bundledMain(): string {
  const script = `import(${JSON.stringify(path.join(REPO_ROOT, 'scripts', 'server-bundle.mjs'))}).then(async (m) => console.log(await m.serverBundle()))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
}

async function healthOf(port: number): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  return res.ok ? res.json() : null;
}

describe('the bundled server', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bundle-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is built from the sources once per version and finds the repository from node_modules/.cache', () => {
    const main = bundledMain();
    expect(main.startsWith(path.join(REPO_ROOT, 'node_modules', '.cache', 'fund-server'))).toBe(true);
    expect(fs.existsSync(path.join(path.dirname(main), 'fresh-cluster-worker.cjs'))).toBe(true);
    // Unchanged sources: the same bundle, not a new build.
    expect(bundledMain()).toBe(main);
    expect(findRepoRoot(path.dirname(main))).toBe(REPO_ROOT);
  });

  it('starts on a new data directory and answers the health check', async () => {
    const main = bundledMain();
    const port = 20_000 + (process.pid % 10_000);
    const env: NodeJS.ProcessEnv = { ...process.env, FUND_MODE: 'production', ALLOW_SIMULATORS: '1', FIELD_KEY: 'k'.repeat(32), DATA_DIR: path.join(dir, 'pglite'), PORT: String(port), LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    // Started from elsewhere: the bundle finds its way by its own location, not the working directory.
    const child = spawn(process.execPath, [main], { cwd: os.tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const deadline = Date.now() + HEALTH_WAIT_MS;
      let health: unknown = null;
      while (health === null && Date.now() < deadline && child.exitCode === null) {
        health = await healthOf(port).catch(() => null);
        if (health === null) await new Promise((r) => setTimeout(r, 100));
      }
      expect({ health, output: health === null ? output : '' }).toEqual({ health: expect.objectContaining({ status: 'ok', db: 'pglite' }), output: '' });
      expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 240_000);
});
