// Measures the bundles against the budgets in DEVELOPERS.md and fails when one is over.
// Usage: node scripts/sizes.mjs [--json]   (after build:weapp and build:h5)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const KB = 1024;
export const BUDGETS = {
  weappMainRaw: 480 * KB,
  weappSubpackageRaw: 600 * KB,
  h5InitialJsGzip: 150 * KB,
};

function filesBelow(dir) {
  const out = [];
  const visit = (p) => {
    for (const entry of readdirSync(p)) {
      const full = path.join(p, entry);
      if (statSync(full).isDirectory()) visit(full);
      else if (!entry.endsWith('.LICENSE.txt') && !entry.endsWith('.map')) out.push(full);
    }
  };
  visit(dir);
  return out;
}

const sum = (files, f) => files.reduce((acc, file) => acc + f(file), 0);
const raw = (file) => statSync(file).size;
const gz = (file) => gzipSync(readFileSync(file)).length;

export function measureWeapp(dir = path.join(ROOT, 'dist', 'weapp')) {
  const app = JSON.parse(readFileSync(path.join(dir, 'app.json'), 'utf8'));
  const roots = (app.subPackages ?? app.subpackages ?? []).map((s) => s.root.replace(/\/$/, ''));
  const all = filesBelow(dir);
  const inRoot = (file, root) => path.relative(dir, file).startsWith(`${root}/`);
  const main = all.filter((file) => !roots.some((root) => inRoot(file, root)));
  const subpackages = Object.fromEntries(
    roots.map((root) => {
      const files = all.filter((file) => inRoot(file, root));
      return [root, { raw: sum(files, raw), gzip: sum(files, gz) }];
    }),
  );
  return { main: { raw: sum(main, raw), gzip: sum(main, gz) }, subpackages };
}

export function measureH5(dir = path.join(ROOT, 'dist', 'h5')) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => path.join(dir, m[1].replace(/^\//, '')));
  return { initialJs: { files: scripts.length, raw: sum(scripts, raw), gzip: sum(scripts, gz) } };
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const problems = [];
  const report = {};
  if (existsSync(path.join(ROOT, 'dist', 'weapp', 'app.json'))) {
    report.weapp = measureWeapp();
    console.log(`weapp 主包: ${kb(report.weapp.main.raw)} (gzip ${kb(report.weapp.main.gzip)}), 预算 ${kb(BUDGETS.weappMainRaw)}`);
    if (report.weapp.main.raw > BUDGETS.weappMainRaw) problems.push('weapp 主包超出预算');
    for (const [root, size] of Object.entries(report.weapp.subpackages)) {
      console.log(`weapp 分包 ${root}: ${kb(size.raw)} (gzip ${kb(size.gzip)})`);
      if (size.raw > BUDGETS.weappSubpackageRaw) problems.push(`weapp 分包 ${root} 超出预算`);
    }
  } else problems.push('dist/weapp 不存在：先运行 npm run build:weapp');
  if (existsSync(path.join(ROOT, 'dist', 'h5', 'index.html'))) {
    report.h5 = measureH5();
    console.log(`H5 首屏 JS: ${report.h5.initialJs.files} 个文件 ${kb(report.h5.initialJs.raw)} (gzip ${kb(report.h5.initialJs.gzip)}), 预算 gzip ${kb(BUDGETS.h5InitialJsGzip)}`);
    if (report.h5.initialJs.gzip > BUDGETS.h5InitialJsGzip) problems.push('H5 首屏 JS 超出预算');
  } else problems.push('dist/h5 不存在：先运行 npm run build:h5');
  if (process.argv.includes('--json')) console.log(JSON.stringify(report));
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
