// `npm test`: every check of the project in order, then one summary. Exits non-zero when any step fails.
// Steps run on even after a failure (a type error should not hide a broken test), except that a step
// whose build failed is not followed by the tests that need that build.
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const JEST_OUT = path.join(ROOT, 'artifacts', 'jest');
mkdirSync(JEST_OUT, { recursive: true });

const npx = (...args) => ['npx', args];
const jest = (name, ...args) => npx('jest', ...args, '--ci', '--json', `--outputFile=${path.join(JEST_OUT, `${name}.json`)}`);

const steps = [
  { name: 'system packages', id: 'system', cmd: ['bash', ['scripts/ensure-system.sh']] },
  { name: 'typecheck app', cmd: npx('tsc', '--noEmit', '-p', 'tsconfig.json') },
  { name: 'typecheck core', cmd: npx('tsc', '--noEmit', '-p', 'packages/core/tsconfig.json') },
  { name: 'typecheck server', cmd: npx('tsc', '--noEmit', '-p', 'packages/server/tsconfig.json') },
  { name: 'lint', cmd: npx('eslint', '.', '--max-warnings=0') },
  { name: 'jest core (coverage)', jest: 'core', cmd: jest('core', '-c', 'packages/core/jest.config.js', '--coverage') },
  { name: 'jest server', jest: 'server', cmd: jest('server', '-c', 'packages/server/jest.config.js') },
  // The same server suite on a real PostgreSQL server (Debian's), each test file in its own database.
  { name: 'jest server on PostgreSQL', needs: 'system', jest: 'server-pg', cmd: ['node', ['scripts/with-postgres.mjs', ...jest('server-pg', '-c', 'packages/server/jest.config.js').flat()]] },
  // Whole server processes: killed mid-burst and restarted; two nodes on one PostgreSQL database.
  { name: 'cluster (crash, 2 nodes)', needs: 'system', jest: 'cluster', cmd: ['node', ['scripts/with-postgres.mjs', ...jest('cluster', '-c', 'tests/cluster/jest.config.js').flat()]] },
  { name: 'jest app (H5 components)', jest: 'app', cmd: jest('app', '-c', 'tests/app/jest.config.js') },
  { name: 'build weapp', id: 'weapp', cmd: npx('taro', 'build', '--type', 'weapp') },
  { name: 'build qq', id: 'qq', cmd: npx('taro', 'build', '--type', 'qq') },
  { name: 'build native components', id: 'native', cmd: npx('taro', 'build', 'native-components', '--type', 'weapp') },
  { name: 'weapp simulate', needs: 'native', jest: 'weapp', cmd: jest('weapp', '-c', 'tests/weapp/jest.config.js') },
  // Every page of dist/weapp and dist/qq started under a fake mini-program runtime (guest and logged in), and the
  // buy and login journeys, against the reference server: tests/mp-pages.
  { name: 'mp pages (weapp, qq)', needs: ['weapp', 'qq'], cmd: ['npm', ['run', '--silent', 'test:mp-pages']] },
  { name: 'build h5', id: 'h5', cmd: npx('taro', 'build', '--type', 'h5'), env: { NODE_ENV: 'production' } },
  { name: 'size budgets', needs: ['weapp', 'h5'], cmd: ['node', ['scripts/sizes.mjs']] },
  { name: 'e2e (Chromium)', needs: ['h5', 'system'], jest: 'e2e', cmd: jest('e2e', '-c', 'tests/e2e/jest.config.js', '--runInBand') },
];

const results = [];
const failedIds = new Set();
const started = Date.now();

for (const step of steps) {
  const needs = [step.needs ?? []].flat();
  const blockedBy = needs.find((id) => failedIds.has(id));
  if (blockedBy) {
    results.push({ step, status: 'skipped', seconds: 0, note: `needs ${blockedBy}` });
    continue;
  }
  if (step.jest) rmSync(path.join(JEST_OUT, `${step.jest}.json`), { force: true });
  console.log(`\n━━ ${step.name} ━━`);
  const t0 = Date.now();
  const [cmd, args] = step.cmd;
  const code = await run(cmd, args, { env: { FORCE_COLOR: '0', ...step.env } });
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
  results.push(result);
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
