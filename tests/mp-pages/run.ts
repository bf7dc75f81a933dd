// `npm run test:mp-pages`: every page of the compiled WeChat and QQ builds started in Node under a recording
// fake of the mini-program runtime (tests/mp-pages/mp-runtime.ts), logged in and as a guest, against the real
// reference server; then the journeys. Builds dist/weapp and dist/qq first when they are missing.
// Ends with `mp pages: N/N weapp, N/N qq`; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES, pageUrlFor } from '@fund/core/navigation';
import { apiBaseFor } from '../../config/api-base';
import { demoIds, type DemoIds } from '../e2e/demo-ids';
import { newInvestor } from '../e2e/investor';
import { allFunds } from '../e2e/research-funds';
import { sweepUrls } from '../e2e/route-sweep';
import { FundSubtype } from '@fund/core/fund';
import type { Platform } from './api-names';
import type { JourneyOutput, PageOutcome, RunInput, RunOutput, SweepItem } from './protocol';
import { buildPageList, preloadProblems, titleProblems } from './build-config';
import { startServer } from './server';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, process.env.FUND_DIST ?? 'dist');
const PLATFORMS: Platform[] = ['weapp', 'qq'];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-mp-run-'));

function exec(cmd: string, args: string[], quiet = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function ensureBuild(platform: Platform): Promise<void> {
  if (existsSync(path.join(DIST, platform, 'app.js'))) return;
  console.log(`${path.relative(ROOT, path.join(DIST, platform))} is missing: taro build --type ${platform}`);
  const code = await exec('npx', ['taro', 'build', '--type', platform]);
  if (code !== 0) throw new Error(`taro build --type ${platform} failed (${code})`);
}

/** Runs a child in its own process (its own JS context, like each mini program) and reads its answer file. */
async function child<T>(script: string, input: RunInput, name: string): Promise<T> {
  const inFile = path.join(tmp, `${name}.in.json`);
  const outFile = path.join(tmp, `${name}.out.json`);
  writeFileSync(inFile, JSON.stringify(input));
  const code = await exec(process.execPath, ['--import', 'tsx', path.join(__dirname, script), inFile, outFile]);
  if (code !== 0 || !existsSync(outFile)) throw new Error(`${name}: ${script} ended with code ${code}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as T;
}

/** At most `width` at a time (CI has two cores). */
async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next;
        next += 1;
        const task = tasks[i];
        if (task) out[i] = await task();
      }
    }),
  );
  return out;
}

/** A fund open for buying that is not a money fund, as the route sweep picks it. */
async function buyableFundSymbol(): Promise<string> {
  const funds = (await allFunds()) as { symbol: string; symbol_stype?: number; allow_buy: boolean; subscription_status: number }[];
  const fund = funds.find((f) => f.allow_buy && f.subscription_status === 2 && f.symbol_stype !== FundSubtype.Money);
  if (!fund) throw new Error('the demo market has no buyable fund');
  return fund.symbol;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<number> {
  const t0 = Date.now();
  for (const platform of PLATFORMS) await ensureBuild(platform);
  const server = await startServer();
  try {
    process.env.E2E_BASE_URL = server.origin;
    const [sweeper, journeyInvestor] = [await newInvestor(), await newInvestor()];
    const fundSymbol = await buyableFundSymbol();

    const itemsFor = (platform: Platform, ids: DemoIds): SweepItem[] =>
      buildPageList(path.join(DIST, platform)).map((page) => {
        const route = ROUTES.find((r) => r.page === page);
        const spec = route ? sweepUrls(route, ids)[0]?.url : undefined;
        return { page, url: (spec ? pageUrlFor(spec) : null) ?? `/${page}` };
      });
    const base = (platform: Platform) => ({ platform, dist: path.join(DIST, platform), apiBase: apiBaseFor(platform, process.env.TARO_APP_API_BASE), serverOrigin: server.origin });
    const sweeps = (ids: DemoIds) =>
      PLATFORMS.flatMap((platform) =>
      (['login', 'guest'] as const).map((session) => () => child<RunOutput>('sweep-pages.ts', { ...base(platform), items: itemsFor(platform, ids), session, token: session === 'login' ? sweeper.token : null }, `${platform}-${session}`)),
    );
    const journeys = PLATFORMS.map(
      (platform) => () =>
        child<JourneyOutput>(
          'journeys.ts',
          {
            ...base(platform),
            session: 'guest',
            token: null,
            items: [],
            investor: { mobile: journeyInvestor.mobile, password: journeyInvestor.password, tradePassword: journeyInvestor.tradePassword, fundSymbol },
          },
          `${platform}-journeys`,
        ),
    );
    // The sweep's investor buys and the clock moves until the buys settle (its ids fill the routes' params);
    // nothing moves the clock after that, so the journeys' trade record reads the same while they run.
    const selfCheck = exec(process.execPath, ['--import', 'tsx', path.join(__dirname, 'self-check.ts'), server.origin]);
    const ids = await demoIds(sweeper);
    if ((await selfCheck) !== 0) throw new Error('the harness self-check failed: its verdicts cannot be trusted');
    const tReady = Date.now();
    // MP_PAGES_ONLY=journeys (or =pages) runs one half, for working on it; npm test runs both.
    const only = process.env.MP_PAGES_ONLY;
    const tasks = [...(only === 'pages' ? [] : journeys), ...(only === 'journeys' ? [] : sweeps(ids))];
    const results = await pool<RunOutput | JourneyOutput>(tasks, 2);
    const runs = results.filter((r): r is RunOutput => 'pages' in r);
    const journeyRuns = results.filter((r): r is JourneyOutput => 'journeys' in r);
    return report(runs, journeyRuns, { pages: only !== 'journeys', journeys: only !== 'pages' }, { setup: (tReady - t0) / 1000, total: (Date.now() - t0) / 1000 });
  } finally {
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

function report(runs: RunOutput[], journeyRuns: JourneyOutput[], asked: { pages: boolean; journeys: boolean }, seconds: { setup: number; total: number }): number {
  let failed = false;
  const line: string[] = [];
  let largest = { bytes: 0, where: '' };
  let most = { nodes: 0, where: '' };
  for (const platform of PLATFORMS) {
    for (const problem of [...preloadProblems(path.join(DIST, platform)), ...titleProblems(path.join(DIST, platform))]) {
      console.log(`✗ ${platform} app.json: ${problem}`);
      failed = true;
    }
    const mine = runs.filter((r) => r.platform === platform);
    const byPage = new Map<string, PageOutcome[]>();
    for (const run of mine) {
      for (const v of run.appViolations) console.log(`✗ ${platform} ${run.session} app start: ${v.kind}: ${v.detail}`);
      if (run.appViolations.length > 0) failed = true;
      for (const p of run.pages) byPage.set(p.page, [...(byPage.get(p.page) ?? []), p]);
      console.log(`${platform} ${run.session}: ${run.pages.length} pages in ${run.seconds.toFixed(1)} s; APIs used: ${Object.keys(run.apisUsed).sort().join(' ')}`);
      for (const s of run.slowRequests) console.log(`  slow (> 1 s): ${s}`);
    }
    let passed = 0;
    for (const [page, outcomes] of byPage) {
      const bad = outcomes.filter((o) => !o.started || o.violations.length > 0);
      if (bad.length === 0) passed += 1;
      for (const o of bad) {
        const session = mine.find((r) => r.pages.includes(o))?.session ?? '?';
        console.log(`✗ ${platform} ${session} ${page} (${o.url})`);
        for (const v of o.violations.slice(0, 5)) console.log(`    ${v.kind} on ${v.page}: ${v.detail.split('\n').slice(0, 3).join(' | ')}`);
        if (o.violations.length > 5) console.log(`    … ${o.violations.length - 5} more`);
      }
      for (const o of outcomes) {
        if (o.maxSetData > largest.bytes) largest = { bytes: o.maxSetData, where: `${platform} ${page}` };
        if (o.nodes > most.nodes) most = { nodes: o.nodes, where: `${platform} ${page}` };
      }
    }
    if (passed !== byPage.size) failed = true;
    line.push(`${passed}/${byPage.size} ${platform}`);
  }
  for (const run of journeyRuns) {
    for (const j of run.journeys) {
      console.log(`${j.passed ? '✓' : '✗'} journey ${run.platform}: ${j.name}${j.passed ? '' : ` — ${j.detail}`}`);
      for (const v of j.violations.slice(0, 5)) console.log(`    ${v.kind} on ${v.page}: ${v.detail.split('\n').slice(0, 3).join(' | ')}`);
      if (!j.passed) failed = true;
    }
  }
  const journeyCount = journeyRuns.reduce((n, r) => n + r.journeys.length, 0);
  const journeysPassed = journeyRuns.reduce((n, r) => n + r.journeys.filter((j) => j.passed).length, 0);
  // A run that was asked for and produced nothing is a failure, never a silent pass.
  if ((asked.journeys && journeyCount === 0) || (asked.pages && runs.length === 0)) failed = true;
  console.log(`largest setData: ${kb(largest.bytes)} (${largest.where}); most nodes: ${most.nodes} (${most.where})`);
  console.log(`journeys: ${journeysPassed}/${journeyCount}; time: ${seconds.total.toFixed(1)} s (server and investors ${seconds.setup.toFixed(1)} s)`);
  console.log(`mp pages: ${line.join(', ')}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
