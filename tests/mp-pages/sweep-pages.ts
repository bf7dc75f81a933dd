// One platform, one session (guest or logged in): boots the build's app.js in the fake runtime and starts
// every page in turn: onLoad (with its route's params) / onShow / onReady, then onPullDownRefresh and
// onReachBottom, each followed until its requests and renders are done; then the page stack is cleared.
// Usage: node --import tsx sweep-pages.ts <input.json> <output.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { SESSION_KEYS } from '@fund/core/api';
import { MiniProgram } from './mp-runtime';
import type { PageOutcome, RunInput, RunOutput } from './protocol';

async function main(): Promise<void> {
  const [inFile, outFile] = process.argv.slice(2);
  if (!inFile || !outFile) throw new Error('usage: sweep-pages.ts <input.json> <output.json>');
  const input = JSON.parse(readFileSync(inFile, 'utf8')) as RunInput;
  const started = Date.now();
  const mp = new MiniProgram({
    platform: input.platform,
    dist: input.dist,
    apiBase: input.apiBase,
    serverOrigin: input.serverOrigin,
    storage: input.token ? { [SESSION_KEYS.accessToken]: input.token } : {},
  });
  process.on('unhandledRejection', (reason) => mp.violate('rejection', reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)));
  process.on('uncaughtException', (err) => mp.violate('error', err.stack ?? err.message));
  mp.boot();
  await mp.settle();
  const appViolations = mp.violations.splice(0);

  const pages: PageOutcome[] = [];
  for (const item of input.items) {
    const from = mp.violations.length;
    const page = mp.reLaunch(item.url);
    await mp.settle();
    const nodes = page ? mp.measureNodes(page) : 0;
    if (page) {
      mp.call(page, 'onPullDownRefresh');
      await mp.settle();
      mp.call(page, 'onReachBottom');
      await mp.settle();
    }
    const landedOn = mp.top()?.route ?? '(none)';
    mp.closeAll();
    await mp.settle(20);
    const sizes = page?.record.setData.map((r) => r.bytes) ?? [];
    pages.push({
      page: item.page,
      url: item.url,
      started: page !== null,
      nodes,
      setDataCalls: sizes.length,
      maxSetData: Math.max(0, ...sizes),
      requests: page?.record.requests.length ?? 0,
      landedOn,
      violations: mp.violations.slice(from),
    });
  }
  const out: RunOutput = {
    platform: input.platform,
    session: input.session,
    pages,
    appViolations,
    apisUsed: Object.fromEntries(mp.apisUsed),
    slowRequests: mp.slowRequests,
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(outFile, JSON.stringify(out));
  process.exit(0);
}

main().catch((err: unknown) => {
  // console.error belongs to the fake runtime now; say it on stderr directly.
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
