// Starts the app exactly as `npm start` does, on a free port with a throwaway data directory, with the
// settlement timer off: journeys run settlement themselves by moving the development clock, so nothing
// settles between two of their steps on wall time; password hashes at the test cost (TEST_SERVER_ENV).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, waitForHttp } from '../../scripts/lib.mjs';
import { chromium } from 'playwright-core';
import { fillWithSeededData, TEST_SERVER_ENV } from './demo-data-dir.mjs';

// One state file per checkout and build folder (FUND_DIST), so runs in two checkouts or against separate
// builds can go side by side without one's teardown stopping the other's server.
const checkout = createHash('sha256').update(ROOT).digest('hex').slice(0, 12);
export const STATE_FILE = path.join(os.tmpdir(), `fund-mini-e2e-${checkout}-${process.env.FUND_DIST ?? 'dist'}.json`);

export default async function globalSetup() {
  // What failed tests of an earlier run left (failure-report.ts): this run's failures only.
  rmSync(path.join(ROOT, 'artifacts', 'e2e', 'failures'), { recursive: true, force: true });
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-e2e-'));
  const env = { ...process.env, ...TEST_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  await fillWithSeededData(dataDir, env);
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.pid, baseUrl, dataDir }));
  process.env.E2E_BASE_URL = baseUrl;
  // A start that fails (a broken build, a port in use) ends the wait at once instead of after the timeout.
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  const up = waitForHttp(`${baseUrl}/api/v1/health`, 360000).then((ok) => (ok ? 'up' : 'timeout'));
  const outcome = await Promise.race([up, exited.then((code) => `exited with code ${code}`)]);
  if (outcome !== 'up') {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    throw new Error(`npm start did not serve ${baseUrl}: ${outcome}`);
  }
  await settleOnce(baseUrl);
  await startBrowser();
}

/**
 * One Chromium for every file (each connects and works in contexts of its own): a start per file cost about
 * 2 s of the run each. global-teardown.mjs closes it; a jest that dies takes it along (playwright's exit hook).
 */
async function startBrowser() {
  const options = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
  const browser = await chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH ?? options.executablePath, args: options.args, headless: true });
  globalThis.__E2E_BROWSER__ = browser;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}

/** The run the timer would have made on start: the market catches up to its clock before any journey looks. */
async function settleOnce(baseUrl) {
  const api = `${baseUrl}/api/v1`;
  const { csrftoken } = await (await fetch(`${api}/accounts/csrftoken/`)).json();
  const headers = { 'content-type': 'application/json', 'X-CSRFToken': csrftoken };
  const made = await fetch(`${api}/dev/investors`, { method: 'POST', headers, body: '{}' });
  if (!made.ok) throw new Error(`POST /dev/investors: HTTP ${made.status} ${await made.text()}`);
  const { token } = await made.json();
  const settled = await fetch(`${api}/dev/clock/advance`, { method: 'POST', headers: { ...headers, Authorization: `Token ${token.access_token}` }, body: JSON.stringify({ days: 0 }) });
  if (!settled.ok) throw new Error(`POST /dev/clock/advance: HTTP ${settled.status} ${await settled.text()}`);
}
