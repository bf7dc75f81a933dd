// A/B Lighthouse (dev aid, not in npm test): serves each given dist folder in turn with the demo server and runs
// Lighthouse (mobile, simulated throttling) on home, fund detail and fund list, alternating folders for N rounds.
// Besides the scores it reads the saved trace: "tbtCpu" is a TBT computed from the main thread's CPU time per task
// (tdur × 4 − 50 ms, summed over every task of the load, before FCP too, where Lighthouse counts FCP to TTI only),
// which a busy shared machine inflates much less than wall time: compare it between folders, not with the budget.
// Usage: node scripts/lighthouse-ab.mjs ROUNDS dirA dirB ...   (dir = a folder holding h5/, e.g. what
// FUND_DIST=dist-a npm run build:h5 wrote). Rows go to $AB_OUT/rows.jsonl (default artifacts/lighthouse-ab), with
// the 1-minute load average at each run. SEED_DIR: a data directory a demo server has seeded, copied for each
// server instead of seeding anew (seeding under heavy load sometimes failed to start the server).
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, run, waitForHttp } from './lib.mjs';
import { LIGHTHOUSE_BIN, ensureLighthouse } from './lighthouse-tool.mjs';

const PAGES = [
  { name: 'home', url: '/' },
  { name: 'detail', url: '/s/000001/' },
  { name: 'list', url: '/symbols/funds/' },
];
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const [rounds, ...dirs] = process.argv.slice(2);
if (!(Number(rounds) > 0) || dirs.length === 0) {
  console.error('usage: node scripts/lighthouse-ab.mjs ROUNDS DIST_DIR...');
  process.exit(2);
}
const OUT = path.resolve(process.env.AB_OUT ?? path.join(ROOT, 'artifacts', 'lighthouse-ab'));
mkdirSync(OUT, { recursive: true });
const installCode = await ensureLighthouse();
if (installCode !== 0) process.exit(installCode);

/** TBT from CPU time: the renderer's busiest main thread, each task's thread time × 4 less 50 ms, summed. */
function cpuTbt(trace) {
  const events = trace.traceEvents ?? trace;
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  for (const n of names) {
    const tasks = events.filter((e) => e.pid === n.pid && e.tid === n.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
    const total = tasks.reduce((a, t) => a + (t.tdur ?? 0), 0);
    if (!best || total > best.total) best = { total, tasks };
  }
  if (!best) return null;
  let tbt = 0;
  let longest = 0;
  for (const t of best.tasks) {
    const ms = ((t.tdur ?? t.dur) / 1000) * 4;
    longest = Math.max(longest, ms);
    if (ms > 50) tbt += ms - 50;
  }
  return { tbtCpu: Math.round(tbt), longestCpu: Math.round(longest), mainCpu: Math.round((best.total / 1000) * 4) };
}

async function measure(dir, round) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-ab-'));
  if (process.env.SEED_DIR) cpSync(process.env.SEED_DIR, dataDir, { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, FUND_MODE: 'demo', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.resolve(ROOT, dir, 'h5') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rows = [];
  try {
    if (!(await waitForHttp(`http://127.0.0.1:${port}/api/v1/health`, 180000))) throw new Error('server');
    for (const page of PAGES) {
      const url = `http://127.0.0.1:${port}${page.url}`;
      await fetch(url);
      const base = path.join(OUT, `${path.basename(dir)}-${page.name}-${round}`);
      const load = os.loadavg()[0].toFixed(1);
      const code = await run(LIGHTHOUSE_BIN, [url, '--quiet', '--form-factor=mobile', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`, '--save-assets', '--output=json', `--output-path=${base}.json`], {
        env: { CHROME_PATH: '/usr/bin/chromium' },
      });
      if (code !== 0) continue;
      const report = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
      const a = (id) => report.audits[id]?.numericValue ?? null;
      let cpu = null;
      try {
        cpu = cpuTbt(JSON.parse(readFileSync(`${base}-0.trace.json`, 'utf8')));
      } catch {
        // no trace saved: the row keeps Lighthouse's figures only
      }
      const row = { dir, round, page: page.name, load, score: Math.round(report.categories.performance.score * 100), lcp: Math.round(a('largest-contentful-paint')), tbt: Math.round(a('total-blocking-time')), cls: a('cumulative-layout-shift')?.toFixed(3), ...cpu };
      rows.push(row);
      console.log(JSON.stringify(row));
      appendFileSync(path.join(OUT, 'rows.jsonl'), JSON.stringify(row) + '\n');
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

for (let r = 0; r < Number(rounds); r++) {
  const order = r % 2 === 0 ? dirs : [...dirs].reverse();
  for (const dir of order) await measure(dir, r);
}
