// The server as `npm start` runs it: from the esbuild bundle (scripts/server-bundle.mjs), built once per
// source version and finding the repository from where it lies. The bundle at work is tested by E2E: its
// demo data is made by the bundle's --prepare-only (the bundled worker makes the new cluster), and its
// journeys run against the bundle that `npm start` serves.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot, REPO_ROOT } from './paths';

function bundledMain(): string {
  const script = `import(${JSON.stringify(path.join(REPO_ROOT, 'scripts', 'server-bundle.mjs'))}).then(async (m) => console.log(await m.serverBundle()))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
}

describe('the bundled server', () => {
  it('is built from the sources once per version and finds the repository from node_modules/.cache', () => {
    const main = bundledMain();
    expect(main.startsWith(path.join(REPO_ROOT, 'node_modules', '.cache', 'fund-server'))).toBe(true);
    for (const worker of ['fresh-cluster-worker.cjs', 'market-rows-worker.cjs']) expect(fs.existsSync(path.join(path.dirname(main), worker))).toBe(true);
    // Unchanged sources: the same bundle, not a new build.
    expect(bundledMain()).toBe(main);
    expect(findRepoRoot(path.dirname(main))).toBe(REPO_ROOT);
  });
});
