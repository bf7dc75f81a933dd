// Groups packages/server/src/modules under core's business-area names, so modules/<area>/ matches
// @fund/core/<area> (issue 16). Mechanical: files move, relative imports follow, nothing else changes.
//
//   node scripts/codemods/server-areas/run.mjs          move what is still at an old path, rewrite imports
//   node scripts/codemods/server-areas/run.mjs --dry    print what it would move and rewrite, change nothing
//
// Re-runnable and idempotent: after merging a branch that still adds files under modules/trading/ or imports
// '../trading/x', run it again; it moves what is left and rewrites what is new. A second run changes nothing.
//
// How a specifier is rewritten: every relative specifier ('./x', '../y/z') in an import, export … from,
// import(), require() or jest.mock/requireActual/doMock/unmock of a file under packages/server, tests/ or
// scripts/ is resolved against the folder the file was in before this run (its old place if this run moved
// it), the result is passed through MOVES (an old folder prefix becomes its new folder), and the specifier is
// written again relative to the file's new folder. Targets outside the moved folders keep their place.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const MODULES = 'packages/server/src/modules';

/** Old module folder → new folder, both relative to packages/server/src/modules. Kernels and risk/,
 *  cash-treasure/, market/ keep their place; the *-side-routes.ts files span areas and stay at the root. */
export const MOVES = {
  accounts: 'account',
  auth: 'account/auth',
  users: 'account/users',
  sms: 'account/sms',
  slider: 'account/slider',
  avatar: 'account/avatar',
  identity: 'account/identity',
  'trade-password': 'account/trade-password',
  'bank-cards': 'card',
  funds: 'fund',
  trading: 'trade',
  'fixed-investment': 'plan',
  portfolios: 'portfolio',
  coupons: 'promotion',
  holdings: 'assets',
  'fund-research': 'research/funds',
  managers: 'research/managers',
  indexes: 'research/indexes',
  quant: 'research/quant',
  diagnosis: 'research/diagnosis',
  feed: 'research/feed',
  search: 'research/search',
  following: 'research/following',
  'market-overview': 'market/overview',
  stocks: 'market/stocks',
};

const SCAN_DIRS = ['packages/server', 'tests', 'scripts'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.swc', 'coverage']);
const dry = process.argv.includes('--dry');
for (const a of process.argv.slice(2)) if (a !== '--dry') throw new Error(`unknown argument ${a}`);

const posix = (p) => p.split(path.sep).join('/');
const fromRoot = (abs) => posix(path.relative(ROOT, abs));

/** Maps a repo-relative path (file or extensionless import target) from the old layout to the new one. */
function mapPath(rel) {
  const prefix = `${MODULES}/`;
  if (!rel.startsWith(prefix)) return rel;
  const inModules = rel.slice(prefix.length);
  for (const [from, to] of Object.entries(MOVES)) {
    if (inModules === from) return `${prefix}${to}`;
    if (inModules.startsWith(`${from}/`)) return `${prefix}${to}${inModules.slice(from.length)}`;
  }
  return rel;
}

function walk(dirAbs, out) {
  if (!existsSync(dirAbs)) return out;
  for (const name of readdirSync(dirAbs)) {
    if (SKIP_DIRS.has(name)) continue;
    const p = path.join(dirAbs, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

// ---------- 1. move ----------
const tracked = new Set(execFileSync('git', ['ls-files', '-z', MODULES], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean));
/** new repo-relative path → old repo-relative path, for files this run moved. */
const movedFrom = new Map();
for (const from of Object.keys(MOVES)) {
  const dir = path.join(ROOT, MODULES, from);
  // A kernel or kept folder whose new name starts with the old one (market → market/overview) is never walked
  // as an old folder: only the exact old folders in MOVES are.
  for (const abs of walk(dir, [])) {
    const oldRel = fromRoot(abs);
    const newRel = mapPath(oldRel);
    if (newRel === oldRel) continue;
    if (existsSync(path.join(ROOT, newRel))) throw new Error(`${newRel} exists already; move ${oldRel} by hand`);
    console.log(`move ${oldRel} -> ${newRel}`);
    movedFrom.set(newRel, oldRel);
    if (dry) continue;
    mkdirSync(path.dirname(path.join(ROOT, newRel)), { recursive: true });
    if (tracked.has(oldRel)) execFileSync('git', ['mv', oldRel, newRel], { cwd: ROOT });
    else renameSync(abs, path.join(ROOT, newRel));
  }
  if (!dry) removeEmptyDirs(dir);
}

function removeEmptyDirs(dirAbs) {
  if (!existsSync(dirAbs) || !statSync(dirAbs).isDirectory()) return;
  for (const name of readdirSync(dirAbs)) removeEmptyDirs(path.join(dirAbs, name));
  if (readdirSync(dirAbs).length === 0) rmdirSync(dirAbs);
}

// ---------- 2. rewrite relative specifiers ----------
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual|doMock|unmock|requireMock)\s*\(\s*)(['"])(\.\.?\/[^'"\n]*)\2/g;

let filesChanged = 0;
let specifiersChanged = 0;
const files = SCAN_DIRS.flatMap((d) => walk(path.join(ROOT, d), [])).filter((f) => CODE.test(f));
// In a dry run nothing moved: read each file where it is and treat it as already at its new place.
for (const abs of files) {
  const newRel = dry ? mapPath(fromRoot(abs)) : fromRoot(abs);
  const oldRel = movedFrom.get(newRel) ?? (dry ? fromRoot(abs) : newRel);
  const text = readFileSync(abs, 'utf8');
  const next = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const target = posix(path.normalize(path.join(path.dirname(oldRel), spec)));
    const mapped = mapPath(target);
    if (mapped === target && oldRel === newRel) return whole;
    let out = posix(path.relative(path.dirname(newRel), mapped));
    if (!out.startsWith('.')) out = `./${out}`;
    if (spec.endsWith('/') && !out.endsWith('/')) out += '/';
    if (out === spec) return whole;
    specifiersChanged += 1;
    if (dry) console.log(`  ${newRel}: '${spec}' -> '${out}'`);
    return `${lead}${quote}${out}${quote}`;
  });
  if (next !== text) {
    filesChanged += 1;
    if (!dry) writeFileSync(abs, next);
  }
}

console.log(`${movedFrom.size} files moved, ${specifiersChanged} specifiers in ${filesChanged} files rewritten${dry ? ' (dry run)' : ''}`);
