// Starts the app exactly as `npm start` does, on a free port with a throwaway data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, waitForHttp } from '../../scripts/lib.mjs';

export const STATE_FILE = path.join(os.tmpdir(), 'fund-mini-e2e.json');

export default async function globalSetup() {
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-e2e-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.pid, baseUrl, dataDir }));
  process.env.E2E_BASE_URL = baseUrl;
  if (!(await waitForHttp(`${baseUrl}/api/v1/health`, 120000))) {
    process.kill(-server.pid, 'SIGTERM');
    throw new Error(`the server did not answer ${baseUrl}/api/v1/health within 120 s`);
  }
}
