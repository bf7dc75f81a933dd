// The harness proves it can fail before it is believed: a two-page build written here breaks each rule once
// (a relative URL, a call outside the contract, an API the platform lacks, a throw in onLoad, a rejection,
// an oversized setData, too many setData calls a second, too many nodes) and every break must be caught;
// a clean page next to them must pass. Exits non-zero when a rule went unnoticed.
// Usage: node --import tsx self-check.ts <origin of a running reference server>
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MiniProgram, type Violation } from './mp-runtime';

const BASE = 'http://127.0.0.1:8080';

// The page files call the same globals the real build's pages do (Page, wx, setData).
const BAD_PAGE = `
Page({
  data: {},
  onLoad() {
    wx.request({ url: '/api/v1/symbols/funds/', method: 'GET' });
    wx.request({ url: '${BASE}/api/v1/not/a/call/', method: 'GET' });
    const big = 'x'.repeat(300 * 1024);
    this.setData({ big });
    for (let i = 0; i < 25; i += 1) this.setData({ n: i });
    const cn = Array.from({ length: 1200 }, (_, i) => ({ nn: '0', sid: '_n' + i }));
    this.setData({ root: { cn } });
    Promise.reject(new Error('left unhandled'));
    wx.notAnApi();
  },
});`;

const GOOD_PAGE = `
Page({
  data: {},
  onLoad() {
    const page = this;
    wx.request({ url: '${BASE}/api/v1/symbols/funds/?page=1', method: 'GET', success(res) { page.setData({ root: { cn: [{ nn: '0', sid: '_n1', v: String(res.statusCode) }] } }); } });
  },
});`;

async function main(): Promise<number> {
  const origin = process.argv[2];
  if (!origin) throw new Error('usage: self-check.ts <server origin>');
  const dist = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-mp-self-'));
  try {
    writeFileSync(path.join(dist, 'app.json'), JSON.stringify({ pages: ['bad/index', 'good/index'] }));
    writeFileSync(path.join(dist, 'app.js'), 'App({ onLaunch() {} });');
    for (const [dir, code] of [['bad', BAD_PAGE], ['good', GOOD_PAGE]] as const) {
      mkdirSync(path.join(dist, dir));
      writeFileSync(path.join(dist, dir, 'index.js'), code);
    }
    const mp = new MiniProgram({ platform: 'weapp', dist, apiBase: BASE, serverOrigin: origin });
    process.on('unhandledRejection', (reason) => mp.violate('rejection', String(reason)));
    mp.boot();
    const bad = mp.reLaunch('/bad/index');
    await mp.settle();
    if (bad) mp.measureNodes(bad);
    const caught = mp.violations.splice(0);
    const good = mp.reLaunch('/good/index');
    await mp.settle();
    if (good) mp.measureNodes(good);
    const goodViolations = mp.violations.splice(0);

    const expected: [Violation['kind'], RegExp][] = [
      ['request', /relative URL/],
      ['request', /not in core's API contract/],
      ['error', /notAnApi is not a function/],
      ['rejection', /left unhandled/],
      ['setdata-size', /KB/],
      ['setdata-rate', /setData calls/],
      ['nodes', /1200 nodes/],
    ];
    const missed = expected.filter(([kind, re]) => !caught.some((v) => v.kind === kind && re.test(v.detail)));
    for (const [kind, re] of missed) process.stdout.write(`harness self-check: a ${kind} (${re.source}) went unnoticed\n`);
    for (const v of goodViolations) process.stdout.write(`harness self-check: a clean page was blamed: ${v.kind} ${v.detail}\n`);
    const textShown = JSON.stringify(good?.data ?? {}).includes('"v":"200"');
    if (!textShown) process.stdout.write('harness self-check: the clean page did not get its answer from the server\n');
    const ok = missed.length === 0 && goodViolations.length === 0 && textShown;
    process.stdout.write(`harness self-check: ${ok ? 'every rule caught' : 'FAILED'} (${expected.length - missed.length}/${expected.length} rules)\n`);
    return ok ? 0 : 1;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(2);
  },
);
