// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on home, a fund detail and the fund list,
// against the built H5 served by the reference server on loopback, in Debian's Chromium. Lighthouse is not a
// project dependency: scripts/lighthouse-tool.mjs installs it on first use. Budgets: performance >= 95 and
// LCP <= 2.5 s; writes artifacts/lighthouse.json. Accessibility is checked in npm test (tests/e2e/accessibility).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { H5_DIR, ROOT, freePort, run, waitForHttp } from './lib.mjs';
import { LIGHTHOUSE_BIN, ensureLighthouse } from './lighthouse-tool.mjs';

const PAGES = [
  { name: 'home', url: '/' },
  { name: 'fund detail', url: '/s/000001/' },
  { name: 'fund list', url: '/symbols/funds/' },
];
const BUDGET = { score: 95, lcpMs: 2500 };
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

if (!existsSync(path.join(H5_DIR, 'index.html'))) {
  console.error(`${H5_DIR} 不存在：先运行 npm run build:h5`);
  process.exit(1);
}
const installCode = await ensureLighthouse();
if (installCode !== 0) process.exit(installCode);

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-lh-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
  cwd: ROOT,
  env: { ...process.env, FUND_MODE: 'demo', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: H5_DIR },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

const results = [];
try {
  if (!(await waitForHttp(`http://127.0.0.1:${port}/api/v1/health`, 180000))) throw new Error('服务未能启动');
  for (const page of PAGES) {
    // The whole report is kept for diagnosis (LCP element, waterfalls): artifacts/lighthouse-<page>.json.
    const out = path.join(ROOT, 'artifacts', `lighthouse-${page.name.replace(/\s+/g, '-')}.json`);
    mkdirSync(path.dirname(out), { recursive: true });
    const url = `http://127.0.0.1:${port}${page.url}`;
    // One warm-up load so the server's market cache and the first database open are not measured.
    await fetch(url);
    const code = await run(LIGHTHOUSE_BIN, [url, '--quiet', '--form-factor=mobile', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`], {
      env: { CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    });
    if (code !== 0) throw new Error(`lighthouse 失败: ${page.url}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    results.push({
      page: page.name,
      url: page.url,
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift'),
    });
  }
} finally {
  stop();
}

mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
writeFileSync(path.join(ROOT, 'artifacts', 'lighthouse.json'), JSON.stringify({ budget: BUDGET, results }, null, 2));
let failed = false;
for (const r of results) {
  const ok = r.score >= BUDGET.score && r.lcpMs <= BUDGET.lcpMs;
  failed ||= !ok;
  console.log(`${ok ? '✓' : '✗'} ${r.page} ${r.url}: 性能 ${r.score}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls?.toFixed(3)}`);
}
process.exit(failed ? 1 : 0);
