// `npm test`: every check of the project, then one summary. Exits non-zero when any step fails.
// Steps run on even after a failure (a type error should not hide a broken test), except that a step
// whose build failed is not followed by the tests that need that build.
// The run's longest chain is the H5 build, then E2E (about ten minutes, waiting on Chromium and the server
// more than computing: half a core on average). Its steps (`chain`) start as soon as their needs are done and
// run at normal priority; the other steps share two lanes (CI has two cores) at a lower priority (nice), so
// they use the CPU the chain leaves idle and do not slow it. Whenever a lane frees, the first step in the list
// below whose `needs` are done starts: the longest first, the short ones last, so the lanes end together;
// suites with per-test time limits after the first minute, when H5 build and demo seed are done. Each step's
// output is held back and printed whole when it ends, so logs do not interleave; a line says when each step
// starts. Steps marked `aside` (installs that wait on the network, not a core) also run beside the lanes.
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, runCaptured } from './lib.mjs';

const JEST_OUT = path.join(ROOT, 'artifacts', 'jest');
mkdirSync(JEST_OUT, { recursive: true });

const LANES = 2;
const npx = (...args) => ['npx', args];
const jest = (name, ...args) => npx('jest', ...args, '--ci', '--json', `--outputFile=${path.join(JEST_OUT, `${name}.json`)}`);

const steps = [
  { name: 'build h5', id: 'h5', chain: true, cmd: npx('taro', 'build', '--type', 'h5'), env: { NODE_ENV: 'production' } },
  // The seeded demo data E2E, mp pages and cluster start from (a fresh clone has none): made while H5 builds,
  // instead of in E2E's global setup, where its minute lengthened the chain.
  { name: 'demo data', id: 'demo', chain: true, cmd: ['node', ['tests/e2e/prepare-demo-data.mjs']] },
  // Waiting on the network and dpkg, not on a core (a no-op when everything is there).
  { name: 'system packages', id: 'system', aside: true, cmd: ['bash', ['scripts/ensure-system.sh']] },
  { name: 'lighthouse tool', id: 'lighthouse', aside: true, cmd: ['node', ['scripts/lighthouse-tool.mjs']] },
  // In a random order each run (files and tests; the seed is printed): journeys share no state.
  { name: 'e2e (Chromium)', chain: true, needs: ['h5', 'demo', 'system', 'lighthouse'], jest: 'e2e', cmd: jest('e2e', '-c', 'tests/e2e/jest.config.js', '--runInBand', '--randomize') },
  // First in the lanes: no per-test time limits while H5 build and demo seed take most of the CPU.
  { name: 'build weapp', id: 'weapp', cmd: npx('taro', 'build', '--type', 'weapp') },
  // tsc --noEmit on core, the server and the app, then eslint, over the same three programs built once.
  { name: 'typecheck and lint', cmd: ['node', ['scripts/typecheck-lint.mjs']] },
  // The whole server suite runs on a real PostgreSQL server (Debian's, the production database), each test file
  // in its own database; without the test of PGlite's data directory on disk, which has nothing of PostgreSQL's
  // server in it, nor the test of statements prepared in PGlite's one session (it opens a PGlite of its own).
  // The hostile-input sweep (every call, every bad value) runs only here.
  { name: 'jest server on PostgreSQL', needs: 'system', jest: 'server-pg', cmd: ['node', ['scripts/with-postgres.mjs', ...jest('server-pg', '-c', 'packages/server/jest.config.js', '--testPathIgnorePatterns', 'fresh-data-dir', 'pglite-prepared').flat()]] },
  { name: 'build qq', id: 'qq', cmd: npx('taro', 'build', '--type', 'qq') },
  // Every page of dist/weapp and dist/qq started under a fake mini-program runtime (guest and logged in), and the
  // buy and login journeys, against the reference server: tests/mp-pages.
  { name: 'mp pages (weapp, qq)', needs: ['weapp', 'qq', 'demo'], cmd: ['npm', ['run', '--silent', 'test:mp-pages']] },
  // On PGlite, only the files about what the two can disagree on (its one-session driver, data directory and
  // the demo seed): packages/server/jest.pglite-driver.config.js says which and why. E2E runs on PGlite too.
  { name: 'jest server on PGlite', jest: 'server', cmd: jest('server', '-c', 'packages/server/jest.pglite-driver.config.js') },
  { name: 'jest app (H5 components)', jest: 'app', cmd: jest('app', '-c', 'tests/app/jest.config.js', '--maxWorkers=1') },
  // Whole server processes: killed mid-burst and restarted; two nodes on one PostgreSQL database.
  { name: 'cluster (crash, 2 nodes)', needs: ['system', 'demo'], jest: 'cluster', cmd: ['node', ['scripts/with-postgres.mjs', ...jest('cluster', '-c', 'tests/cluster/jest.config.js').flat()]] },
  { name: 'jest core (coverage)', jest: 'core', cmd: jest('core', '-c', 'packages/core/jest.config.js', '--coverage', '--maxWorkers=1') },
  { name: 'build native components', id: 'native', cmd: npx('taro', 'build', 'native-components', '--type', 'weapp') },
  { name: 'weapp simulate', needs: 'native', jest: 'weapp', cmd: jest('weapp', '-c', 'tests/weapp/jest.config.js') },
  { name: 'size budgets', needs: ['weapp', 'h5'], cmd: ['node', ['scripts/sizes.mjs']] },
];

/** The niceness of lane steps: the chain's processes get about three times their share of a busy core. */
const LANE_NICE = 5;

const started = Date.now();
const clock = () => `+${((Date.now() - started) / 1000).toFixed(0)}s`;
const doneIds = new Set();
const failedIds = new Set();

/** User + system seconds of the children, from bash's `times` (its second line: "0m12.345s 0m1.234s"). */
function cpuSeconds(file) {
  if (!existsSync(file)) return 0;
  const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec), 0);
}

/** Runs one step with its output collected, prints that output whole, and records its result. */
async function runStep(step) {
  if (step.jest) rmSync(path.join(JEST_OUT, `${step.jest}.json`), { force: true });
  console.log(`▶ ${step.name} (${clock()})`);
  const t0 = Date.now();
  const [cmd, args] = step.cmd;
  // Under bash, whose `times` then gives the CPU the step's processes used (those that were waited for): with
  // two lanes on two cores, CPU-seconds, not wall time, say what a step costs the run.
  const timesFile = path.join(JEST_OUT, `${step.name.replace(/[^\w]+/g, '-')}.times`);
  const lane = !step.chain && !step.aside;
  const run = lane ? `nice -n ${LANE_NICE} "$@"` : '"$@"';
  const out = await runCaptured('bash', ['-c', `${run}; rc=$?; times > "$TIMES_FILE"; exit $rc`, 'bash', cmd, ...args], {
    env: { FORCE_COLOR: '0', ...step.env, TIMES_FILE: timesFile },
  });
  const seconds = (Date.now() - t0) / 1000;
  const cpu = cpuSeconds(timesFile);
  console.log(`\n━━ ${step.name} ━━ (${seconds.toFixed(1)}s, ${cpu.toFixed(1)} CPU-s, ended ${clock()})\n${out.output.trimEnd()}\n`);
  const result = { step, status: out.code === 0 ? 'passed' : 'failed', seconds, cpu };
  if (step.jest) {
    const file = path.join(JEST_OUT, `${step.jest}.json`);
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      result.tests = { passed: report.numPassedTests, failed: report.numFailedTests, total: report.numTotalTests };
      // A jest run that found no test is a failure here, never a silent pass.
      if (report.numTotalTests === 0) result.status = 'failed';
    } else result.status = 'failed';
  }
  return result;
}

/** Runs every step, LANES at a time, each as soon as what it needs is done; results keep the listed order. */
async function runAll() {
  const results = new Array(steps.length);
  const waiting = steps.map((step, i) => ({ step, i, needs: [step.needs ?? []].flat() }));
  const running = new Set();
  let lanesInUse = 0;
  const finish = (entry, result) => {
    results[entry.i] = result;
    if (entry.step.id) (result.status === 'passed' ? doneIds : failedIds).add(entry.step.id);
  };
  for (;;) {
    // A step whose need failed is skipped at once; one whose needs are all done may start.
    for (const entry of [...waiting]) {
      const blockedBy = entry.needs.find((id) => failedIds.has(id));
      if (!blockedBy) continue;
      waiting.splice(waiting.indexOf(entry), 1);
      finish(entry, { step: entry.step, status: 'skipped', seconds: 0, note: `needs ${blockedBy}` });
    }
    const start = (entry) => {
      waiting.splice(waiting.indexOf(entry), 1);
      const promise = runStep(entry.step).then((result) => {
        finish(entry, result);
        running.delete(promise);
        if (!entry.step.aside && !entry.step.chain) lanesInUse -= 1;
      });
      running.add(promise);
    };
    for (const entry of waiting.filter((e) => (e.step.aside || e.step.chain) && e.needs.every((id) => doneIds.has(id)))) start(entry);
    while (lanesInUse < LANES) {
      const entry = waiting.find((e) => !e.step.aside && !e.step.chain && e.needs.every((id) => doneIds.has(id)));
      if (!entry) break;
      lanesInUse += 1;
      start(entry);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  // Only a need no step provides leaves a step waiting here.
  for (const entry of waiting) finish(entry, { step: entry.step, status: 'skipped', seconds: 0, note: `needs ${entry.needs.join(', ')}` });
  return results;
}

const results = await runAll();

const pad = (s, n) => s + ' '.repeat(Math.max(0, n - [...s].length));
console.log('\n━━━━━━━━━━━━━━━━ summary ━━━━━━━━━━━━━━━━');
let passedTests = 0;
let failedTests = 0;
for (const r of results) {
  const tests = r.tests ? `${r.tests.passed}/${r.tests.total} tests` : '';
  passedTests += r.tests?.passed ?? 0;
  failedTests += r.tests?.failed ?? 0;
  const mark = r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : '-';
  const cpu = r.cpu ? `${r.cpu.toFixed(0)} CPU-s` : '';
  console.log(`${mark} ${pad(r.step.name, 28)} ${pad(r.status, 8)} ${pad(tests, 16)} ${pad(`${r.seconds.toFixed(1)}s`, 8)} ${pad(cpu, 10)} ${r.note ?? ''}`);
}
const totalCpu = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
const failedSteps = results.filter((r) => r.status !== 'passed');
console.log(`steps: ${results.length - failedSteps.length} of ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(0)}s (${totalCpu.toFixed(0)} CPU-s)`);
console.log(`Tests: ${passedTests} passed, ${failedTests} failed`);
console.log(failedSteps.length === 0 ? 'ALL CHECKS PASSED' : `FAILED: ${failedSteps.map((r) => r.step.name).join(', ')}`);
process.exit(failedSteps.length === 0 ? 0 : 1);
