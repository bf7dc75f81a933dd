// `npm test`: every check of the project in order, then one summary. Exits non-zero when any step fails.
// Steps run on even after a failure (a type error should not hide a broken test), except that a step
// whose build failed is not followed by the tests that need that build. Neighbouring steps with the same
// `group` run two at a time (CI has two cores; tsc, eslint and a one-worker jest each use one), their
// output held back and printed whole when each ends, so logs do not interleave.
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, runCaptured } from './lib.mjs';

const JEST_OUT = path.join(ROOT, 'artifacts', 'jest');
mkdirSync(JEST_OUT, { recursive: true });

const npx = (...args) => ['npx', args];
const jest = (name, ...args) => npx('jest', ...args, '--ci', '--json', `--outputFile=${path.join(JEST_OUT, `${name}.json`)}`);

// The static group starts with the system install (mostly waiting on the network and dpkg) beside lint.
const steps = [
  { name: 'system packages', id: 'system', group: 'static', cmd: ['bash', ['scripts/ensure-system.sh']] },
  // Lint in two halves of about the same length, so the group's two lanes end together.
  { name: 'lint app, tests, scripts', group: 'static', cmd: npx('eslint', '.', '--ignore-pattern', 'packages/**', '--max-warnings=0') },
  { name: 'lint core and server', group: 'static', cmd: npx('eslint', 'packages', '--max-warnings=0') },
  { name: 'typecheck app', group: 'static', cmd: npx('tsc', '--noEmit', '-p', 'tsconfig.json') },
  { name: 'typecheck server', group: 'static', cmd: npx('tsc', '--noEmit', '-p', 'packages/server/tsconfig.json') },
  { name: 'typecheck core', group: 'static', cmd: npx('tsc', '--noEmit', '-p', 'packages/core/tsconfig.json') },
  { name: 'jest core (coverage)', group: 'unit', jest: 'core', cmd: jest('core', '-c', 'packages/core/jest.config.js', '--coverage', '--maxWorkers=1') },
  { name: 'jest app (H5 components)', group: 'unit', jest: 'app', cmd: jest('app', '-c', 'tests/app/jest.config.js', '--maxWorkers=1') },
  { name: 'jest server', jest: 'server', cmd: jest('server', '-c', 'packages/server/jest.config.js') },
  // The same server suite on a real PostgreSQL server (Debian's), each test file in its own database.
  { name: 'jest server on PostgreSQL', needs: 'system', jest: 'server-pg', cmd: ['node', ['scripts/with-postgres.mjs', ...jest('server-pg', '-c', 'packages/server/jest.config.js').flat()]] },
  // Whole server processes: killed mid-burst and restarted; two nodes on one PostgreSQL database.
  { name: 'cluster (crash, 2 nodes)', needs: 'system', jest: 'cluster', cmd: ['node', ['scripts/with-postgres.mjs', ...jest('cluster', '-c', 'tests/cluster/jest.config.js').flat()]] },
  { name: 'build weapp', id: 'weapp', cmd: npx('taro', 'build', '--type', 'weapp') },
  { name: 'build qq', id: 'qq', cmd: npx('taro', 'build', '--type', 'qq') },
  { name: 'build native components', id: 'native', cmd: npx('taro', 'build', 'native-components', '--type', 'weapp') },
  { name: 'weapp simulate', needs: 'native', jest: 'weapp', cmd: jest('weapp', '-c', 'tests/weapp/jest.config.js') },
  // Every page of dist/weapp and dist/qq started under a fake mini-program runtime (guest and logged in), and the
  // buy and login journeys, against the reference server: tests/mp-pages.
  { name: 'mp pages (weapp, qq)', needs: ['weapp', 'qq'], cmd: ['npm', ['run', '--silent', 'test:mp-pages']] },
  { name: 'build h5', id: 'h5', cmd: npx('taro', 'build', '--type', 'h5'), env: { NODE_ENV: 'production' } },
  { name: 'size budgets', needs: ['weapp', 'h5'], cmd: ['node', ['scripts/sizes.mjs']] },
  // Mobile Lighthouse on home, a fund detail and the fund list, one run each on the same build: score >= 95, LCP <= 2.5 s.
  { name: 'lighthouse', needs: ['h5', 'system'], cmd: ['node', ['scripts/lighthouse.mjs']] },
  // In a random order each run (files and tests; the seed is printed): journeys share no state.
  { name: 'e2e (Chromium)', needs: ['h5', 'system'], jest: 'e2e', cmd: jest('e2e', '-c', 'tests/e2e/jest.config.js', '--runInBand', '--randomize') },
];

const results = [];
const failedIds = new Set();
const started = Date.now();

/** Runs one step (output captured when it shares the machine with a neighbour) and records its result. */
async function runStep(step, captured) {
  const needs = [step.needs ?? []].flat();
  const blockedBy = needs.find((id) => failedIds.has(id));
  if (blockedBy) return { step, status: 'skipped', seconds: 0, note: `needs ${blockedBy}` };
  if (step.jest) rmSync(path.join(JEST_OUT, `${step.jest}.json`), { force: true });
  if (!captured) console.log(`\n━━ ${step.name} ━━`);
  const t0 = Date.now();
  const [cmd, args] = step.cmd;
  const env = { FORCE_COLOR: '0', ...step.env };
  let code;
  if (captured) {
    const out = await runCaptured(cmd, args, { env });
    code = out.code;
    console.log(`\n━━ ${step.name} ━━\n${out.output.trimEnd()}`);
  } else code = await run(cmd, args, { env });
  const seconds = (Date.now() - t0) / 1000;
  const result = { step, status: code === 0 ? 'passed' : 'failed', seconds };
  if (step.jest) {
    const file = path.join(JEST_OUT, `${step.jest}.json`);
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      result.tests = { passed: report.numPassedTests, failed: report.numFailedTests, total: report.numTotalTests };
      // A jest run that found no test is a failure here, never a silent pass.
      if (report.numTotalTests === 0) result.status = 'failed';
    } else result.status = 'failed';
  }
  if (result.status === 'failed' && step.id) failedIds.add(step.id);
  return result;
}

/** Runs a group's steps two at a time, longest first as listed; results keep the listed order. */
async function runGroup(group) {
  const out = new Array(group.length);
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const i = next++;
      out[i] = await runStep(group[i], true);
    }
  };
  await Promise.all([lane(), lane()]);
  return out;
}

for (let i = 0; i < steps.length; ) {
  const step = steps[i];
  if (!step.group) {
    results.push(await runStep(step, false));
    i += 1;
    continue;
  }
  let end = i;
  while (end < steps.length && steps[end].group === step.group) end += 1;
  results.push(...(await runGroup(steps.slice(i, end))));
  i = end;
}

const pad = (s, n) => s + ' '.repeat(Math.max(0, n - [...s].length));
console.log('\n━━━━━━━━━━━━━━━━ summary ━━━━━━━━━━━━━━━━');
let passedTests = 0;
let failedTests = 0;
for (const r of results) {
  const tests = r.tests ? `${r.tests.passed}/${r.tests.total} tests` : '';
  passedTests += r.tests?.passed ?? 0;
  failedTests += r.tests?.failed ?? 0;
  const mark = r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : '-';
  console.log(`${mark} ${pad(r.step.name, 28)} ${pad(r.status, 8)} ${pad(tests, 16)} ${r.seconds.toFixed(1)}s ${r.note ?? ''}`);
}
const failedSteps = results.filter((r) => r.status !== 'passed');
console.log(`steps: ${results.length - failedSteps.length} of ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`Tests: ${passedTests} passed, ${failedTests} failed`);
console.log(failedSteps.length === 0 ? 'ALL CHECKS PASSED' : `FAILED: ${failedSteps.map((r) => r.step.name).join(', ')}`);
process.exit(failedSteps.length === 0 ? 0 : 1);
