// Moves packages/core/src from kind folders (domain/, constants/, flows/…) to business areas and rewrites every
// import to match. Re-runnable and idempotent: after merging a branch that still imports '@fund/core' or adds
// files under the old folders, run it again and it moves what is left and rewrites what is new.
//
//   node scripts/codemods/core-areas/run.mjs                       move, rewrite, report
//   node scripts/codemods/core-areas/run.mjs --place domain/x.ts=trade/x.ts [--place …]
//                                                                   add entries to map.json first, then run
//   node scripts/codemods/core-areas/run.mjs --take-theirs         in a conflicted merge: take the branch's
//                                                                   version of each conflicted file first
//
// What it does, in order (see README.md beside this file):
//   1. refuses (exit 1, nothing changed) when a file under an old folder has no entry in map.json;
//   2. `git mv`s every file still at an old path to its new path;
//   3. moves each re-export of the old aggregate indexes (domain/index.ts, constants/index.ts…) into the index.ts
//      of the area that owns the name (map.json `exportsTo`, else the folder the file now lives in), moves
//      out-of-area re-exports of kernel indexes (api/index.ts) the same way, and makes sure each area's index
//      re-exports its slice of the contract (map.json `contractSlices`);
//   4. rewrites relative imports inside core: a specifier is resolved against the file's old folder and the old
//      layout, then pointed at the new place; an import from an old aggregate is split by name into imports of
//      the files that declare the names;
//   5. deletes the old aggregates and empty old folders;
//   6. rewrites `import … from '@fund/core'` / `export … from '@fund/core'` in the app, server, tests, scripts
//      and configs into one import per area (`@fund/core/trade`), keeping `type` imports type-only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const CORE = path.join(ROOT, 'packages/core/src');
const MAP_FILE = path.join(HERE, 'map.json');
const CONSUMER_DIRS = ['src', 'packages/server', 'packages/core', 'tests', 'scripts', 'config', 'types'];
const CONSUMER_ROOT_FILES = ['babel.config.js', 'jest.config.js', 'eslint.config.mjs'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const BARE = '@fund/core';

const posix = (p) => p.split(path.sep).join('/');
const rel = (p) => posix(path.relative(CORE, p));
const abs = (r) => path.join(CORE, r);
const log = (...a) => console.log(...a);

// ---------- map.json ----------
const map = JSON.parse(readFileSync(MAP_FILE, 'utf8'));
const args = process.argv.slice(2);
let takeTheirs = false;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--take-theirs') {
    takeTheirs = true;
  } else if (args[i] === '--place') {
    const [from, to] = (args[i + 1] ?? '').split('=');
    if (!from || !to) throw new Error('--place needs old=new, e.g. domain/x.ts=trade/x.ts');
    map.files[from] = to;
    i += 1;
  } else {
    throw new Error(`unknown argument ${args[i]}`);
  }
}
if (args.some((a) => a === '--place')) writeFileSync(MAP_FILE, `${JSON.stringify(map, null, 2)}\n`);

// ---------- 0. --take-theirs: settle a merge's conflicts in favour of the merged branch ----------
// On this side the move changed only imports in every file but a few configs and docs (map.json `handEdited`),
// so a conflicted file is the branch's whole version, whose imports the steps below write again.
if (takeTheirs) {
  const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' });
  const unmerged = [...new Set(git('diff', '--name-only', '--diff-filter=U').split('\n').filter(Boolean))];
  const byHand = unmerged.filter((p) => (map.handEdited ?? []).includes(p));
  for (const p of unmerged.filter((q) => !byHand.includes(q))) {
    // Stage 3 is the branch's version; without one the branch deleted the file.
    const theirs = git('ls-files', '-u', '--', p).split('\n').some((line) => /^\d+ [0-9a-f]+ 3\t/.test(line));
    if (theirs) {
      git('checkout', '--theirs', '--', p);
      git('add', '--', p);
    } else {
      git('rm', '-q', '--', p);
    }
    log(`took theirs: ${p}${theirs ? '' : ' (deleted there)'}`);
  }
  if (byHand.length) {
    console.error('Resolve these by hand (the move edited more than their imports), then run again:');
    for (const p of byHand) console.error(`  ${p}`);
    process.exit(1);
  }
}

const files = map.files; // old rel -> new rel
const reverse = Object.fromEntries(Object.entries(files).map(([o, n]) => [n, o]));
const oldFolders = new Set(map.oldFolders);
const aggregates = new Set(map.aggregates); // doomed index files (rel)
const exportsTo = map.exportsTo ?? {};
const areaNames = Object.keys(map.areas);

// ---------- 1. every file under an old folder is placed ----------
function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}
const unplaced = [];
for (const folder of oldFolders) {
  for (const file of walk(abs(folder))) {
    const r = rel(file);
    if (!aggregates.has(r) && !(r in files)) unplaced.push(r);
  }
}
if (unplaced.length) {
  console.error('These files under the old folders have no place in scripts/codemods/core-areas/map.json:');
  for (const r of unplaced) console.error(`  ${r}`);
  console.error('Add them to "files" (old -> new), or run again with --place old=new for each. Nothing was changed.');
  process.exit(1);
}

// ---------- 2. move ----------
let moved = 0;
const conflicts = [];
for (const [from, to] of Object.entries(files)) {
  if (!existsSync(abs(from))) continue;
  if (existsSync(abs(to))) {
    conflicts.push(`${from} -> ${to}: both exist`);
    continue;
  }
  mkdirSync(path.dirname(abs(to)), { recursive: true });
  try {
    execFileSync('git', ['mv', abs(from), abs(to)], { cwd: ROOT, stdio: 'pipe' });
  } catch {
    renameSync(abs(from), abs(to)); // untracked (a fresh merge leftover): a plain move
  }
  moved += 1;
}

// ---------- resolution helpers ----------
const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const isFile = (p) => existsSync(p) && statSync(p).isFile();
/** The rel path a specifier names in the OLD layout (a map key, an aggregate, or a file that never moved). */
function resolveOld(fromRel, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  const tries = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  for (const t of tries) if (t in files || aggregates.has(t)) return t;
  for (const t of tries) if (isFile(abs(t))) return t;
  return null;
}
/** The rel path a specifier names in the layout on disk now. */
function resolveNow(fromRel, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  for (const t of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (isFile(abs(t)) && !aggregates.has(t)) return t;
  return null;
}
/** A relative specifier from one rel file to another, without extension or trailing /index. */
function specifier(fromRel, toRel) {
  let target = toRel.replace(/\.tsx?$/, '');
  let s = path.posix.relative(path.posix.dirname(fromRel), target);
  if (s.endsWith('/index')) s = s.slice(0, -'/index'.length);
  else if (s === 'index') s = '.';
  if (!s.startsWith('.')) s = `./${s}`;
  return s;
}
const newPathOf = (oldRel) => files[oldRel] ?? oldRel;
const topFolder = (r) => (r.includes('/') ? r.split('/')[0] : null);

/** name exported by an index -> the leaf file (new rel) that declares it, following nested indexes. */
function leafOf(indexRel, name, seen = new Set()) {
  if (seen.has(indexRel) || !isFile(abs(indexRel))) return null;
  seen.add(indexRel);
  const sf = parse(indexRel, readFileSync(abs(indexRel), 'utf8'));
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier) continue;
    const spec = st.moduleSpecifier.text;
    const target = resolveOld(indexRel, spec) ?? resolveNow(indexRel, spec);
    if (!target) continue;
    const targetNow = newPathOf(target);
    if (st.exportClause && ts.isNamedExports(st.exportClause)) {
      for (const el of st.exportClause.elements) {
        if (el.name.text !== name) continue;
        const local = (el.propertyName ?? el.name).text;
        return isIndex(targetNow) ? leafOf(targetNow, local, seen) ?? { file: targetNow, local } : { file: targetNow, local };
      }
    } else if (!st.exportClause) {
      const next = aggregates.has(target) ? target : targetNow;
      const found = isIndex(next) ? leafOf(next, name, seen) : declares(next, name) ? { file: next, local: name } : null;
      if (found) return found;
    }
  }
  return null;
}
const isIndex = (r) => r.endsWith('/index.ts') || r === 'index.ts';
function declares(fileRel, name) {
  if (!isFile(abs(fileRel))) return false;
  const sf = parse(fileRel, readFileSync(abs(fileRel), 'utf8'));
  const exported = (n) => ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st) && exported(st) && st.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)) return true;
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isEnumDeclaration(st)) && exported(st) && st.name?.text === name) return true;
    if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause) && st.exportClause.elements.some((e) => e.name.text === name)) return true;
  }
  return false;
}

// ---------- 3. area indexes ----------
const header = (area) => `// ${map.areas[area] ?? area}\n`;
/** area -> { text: current index text, names: Set of exported names } */
const areaIndex = new Map();
function loadArea(area) {
  if (!areaIndex.has(area)) {
    const file = abs(`${area}/index.ts`);
    const text = isFile(file) ? readFileSync(file, 'utf8') : header(area);
    areaIndex.set(area, { text, names: exportedNames(`${area}/index.ts`, text), added: [] });
  }
  return areaIndex.get(area);
}
function exportedNames(indexRel, text) {
  const names = new Set();
  const sf = parse(indexRel, text);
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st) && st.exportClause) {
      if (ts.isNamedExports(st.exportClause)) for (const el of st.exportClause.elements) names.add(el.name.text);
      else if (ts.isNamespaceExport(st.exportClause)) names.add(st.exportClause.name.text);
    }
  }
  return names;
}
function formatExport(typeOnly, parts, spec) {
  const kw = typeOnly ? 'export type' : 'export';
  const one = `${kw} { ${parts.join(', ')} } from '${spec}';`;
  return one.length <= 120 ? one : `${kw} {\n${parts.map((p) => `  ${p},`).join('\n')}\n} from '${spec}';`;
}
/** Queue `name` (declared as `local` in leaf) for the area's index, unless it already exports it. */
function addExport(area, leaf, local, name, typeOnly) {
  const entry = loadArea(area);
  if (entry.names.has(name)) return false;
  entry.names.add(name);
  entry.added.push({ leaf, part: local === name ? name : `${local} as ${name}`, typeOnly });
  return true;
}
function flushAreas() {
  for (const [area, entry] of areaIndex) {
    if (!entry.added.length) continue;
    const indexRel = `${area}/index.ts`;
    const groups = new Map();
    for (const a of entry.added) {
      const key = `${a.typeOnly ? 't' : 'v'}|${a.leaf}`;
      if (!groups.has(key)) groups.set(key, { typeOnly: a.typeOnly, leaf: a.leaf, parts: [] });
      groups.get(key).parts.push(a.part);
    }
    const lines = [...groups.values()].map((g) => formatExport(g.typeOnly, g.parts, specifier(indexRel, g.leaf)));
    const current = isFile(abs(indexRel)) ? readFileSync(abs(indexRel), 'utf8') : entry.text;
    const text = `${current.replace(/\n*$/, '\n')}${lines.join('\n')}\n`;
    mkdirSync(path.dirname(abs(indexRel)), { recursive: true });
    writeFileSync(abs(indexRel), text);
    entry.text = text;
    entry.added = [];
  }
}

/** The area a name belongs to: map.json exportsTo, else the top folder of the file that declares it. */
const sliceArea = Object.fromEntries(
  Object.entries(map.contractSlices ?? {}).flatMap(([area, slices]) => Object.values(slices).flat().map((name) => [name, area])),
);
const areaFor = (name, leafRel) => exportsTo[name] ?? sliceArea[name] ?? topFolder(leafRel);

let reexportsMoved = 0;
// The indexes to sort out: the old aggregates that still exist, and every top-level index (kernels included).
const indexFiles = [...aggregates].filter((r) => isFile(abs(r)));
for (const dir of readdirSync(CORE)) {
  const r = `${dir}/index.ts`;
  if (!oldFolders.has(dir) && isFile(abs(r))) indexFiles.push(r);
}
const indexEdits = new Map(); // kept index rel -> new text
for (const indexRel of indexFiles) {
  const doomed = aggregates.has(indexRel);
  const own = topFolder(indexRel);
  const text = readFileSync(abs(indexRel), 'utf8');
  const sf = parse(indexRel, text);
  const edits = [];
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier) {
      if (doomed && !ts.isEmptyStatement(st)) log(`note: ${indexRel} has a statement that is not a re-export; it is dropped with the file: ${st.getText().slice(0, 80)}`);
      continue;
    }
    if (!st.exportClause) {
      // `export * from './x'`: the root aggregate only (its folders are sorted out one by one).
      if (!doomed) log(`note: ${indexRel} re-exports all of ${st.moduleSpecifier.text}; left as is`);
      continue;
    }
    if (ts.isNamespaceExport(st.exportClause)) continue; // `export type * as Wire`: stays with its kernel
    const spec = st.moduleSpecifier.text;
    const keep = [];
    for (const el of st.exportClause.elements) {
      const name = el.name.text;
      const local = (el.propertyName ?? el.name).text;
      const target = resolveOld(indexRel, spec) ?? resolveNow(indexRel, spec);
      const leaf = target && (isIndex(newPathOf(target)) || aggregates.has(target) ? leafOf(aggregates.has(target) ? target : newPathOf(target), local) : { file: newPathOf(target), local });
      if (!leaf) {
        log(`warning: ${indexRel}: cannot find where ${name} (from '${spec}') is declared; left as is`);
        keep.push(el);
        continue;
      }
      const area = areaFor(name, leaf.file);
      if (!doomed && area === own) {
        keep.push(el);
        continue;
      }
      if (addExport(area, leaf.file, leaf.local, name, st.isTypeOnly || el.isTypeOnly)) reexportsMoved += 1;
    }
    if (!doomed && keep.length !== st.exportClause.elements.length) {
      const parts = keep.map((el) => el.getText());
      edits.push({ start: st.getFullStart(), end: st.end, text: keep.length ? `\n${formatExport(st.isTypeOnly, parts, spec)}` : '' });
    }
  }
  if (!doomed && edits.length) indexEdits.set(indexRel, applyEdits(text, edits));
}
for (const [area, slices] of Object.entries(map.contractSlices ?? {})) {
  for (const [leaf, names] of Object.entries(slices)) {
    const leafNow = newPathOf(leaf);
    for (const name of names) if (declares(leafNow, name)) addExport(area, leafNow, name, name, false);
  }
}
for (const area of areaNames) {
  const hasFiles = existsSync(abs(area)) && readdirSync(abs(area)).some((f) => f !== 'index.ts');
  if (hasFiles || map.areas[area]) loadArea(area);
}
for (const [indexRel, text] of indexEdits) writeFileSync(abs(indexRel), text);
for (const [area, entry] of areaIndex) {
  if (!isFile(abs(`${area}/index.ts`)) && !entry.added.length) {
    // An area with nothing yet (the assistant may be one): an index that says so, so `@fund/core/<area>` resolves.
    entry.text = `${header(area)}export {};\n`;
    mkdirSync(abs(area), { recursive: true });
    writeFileSync(abs(`${area}/index.ts`), entry.text);
  }
}
flushAreas();
// An area index that got real exports no longer needs its `export {};` placeholder.
for (const area of areaIndex.keys()) {
  const file = abs(`${area}/index.ts`);
  const text = readFileSync(file, 'utf8');
  if (/^export \{\};\n/m.test(text) && /^export (type )?\{ ?\w/m.test(text)) writeFileSync(file, text.replace(/^export \{\};\n/m, ''));
}

function applyEdits(text, edits) {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

// ---------- global name table: every name an area or kernel index exports -> area and leaf ----------
const nameTable = new Map(); // name -> { area, leaf, local }
for (const dir of readdirSync(CORE).sort()) {
  const indexRel = `${dir}/index.ts`;
  if (oldFolders.has(dir) || !isFile(abs(indexRel))) continue;
  const text = readFileSync(abs(indexRel), 'utf8');
  for (const name of exportedNames(indexRel, text)) {
    const leaf = name === 'Wire' ? { file: indexRel, local: name } : leafOf(indexRel, name);
    if (nameTable.has(name) && nameTable.get(name).area !== dir) log(`warning: ${name} is exported by both ${nameTable.get(name).area}/ and ${dir}/; imports use ${nameTable.get(name).area}/`);
    else nameTable.set(name, { area: dir, leaf: leaf?.file ?? indexRel, local: leaf?.local ?? name });
  }
}

// ---------- 4. relative imports inside core ----------
let relRewrites = 0;
const unresolved = [];
function moduleDecls(sf) {
  return sf.statements.filter((st) => (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier));
}
function namedParts(st) {
  // [{ name (as exported by the module), local text of the specifier, typeOnly }], or null for default / namespace / side-effect forms
  if (ts.isImportDeclaration(st)) {
    const clause = st.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) return null;
    return clause.namedBindings.elements.map((el) => ({ name: (el.propertyName ?? el.name).text, text: el.getText().replace(/^type\s+/, ''), typeOnly: clause.isTypeOnly || el.isTypeOnly }));
  }
  if (!st.exportClause || !ts.isNamedExports(st.exportClause)) return null;
  return st.exportClause.elements.map((el) => ({ name: (el.propertyName ?? el.name).text, text: el.getText().replace(/^type\s+/, ''), typeOnly: st.isTypeOnly || el.isTypeOnly }));
}
function renderGroups(st, groups) {
  // groups: [{ spec, parts: [{text, typeOnly}] }] in order; one statement each, type-only when all parts are types
  const isImport = ts.isImportDeclaration(st);
  return groups
    .map(({ spec, parts }) => {
      const allTypes = parts.every((p) => p.typeOnly);
      const texts = parts.map((p) => (p.typeOnly && !allTypes ? `type ${p.text}` : p.text));
      const kw = isImport ? (allTypes ? 'import type' : 'import') : allTypes ? 'export type' : 'export';
      const one = `${kw} { ${texts.join(', ')} } from '${spec}';`;
      return one.length <= 120 ? one : `${kw} {\n${texts.map((t) => `  ${t},`).join('\n')}\n} from '${spec}';`;
    })
    .join('\n');
}
function groupBy(parts, keyOf, missing) {
  const groups = new Map();
  for (const p of parts) {
    const key = keyOf(p);
    if (!key) {
      missing.push(p.name);
      continue;
    }
    if (!groups.has(key)) groups.set(key, { spec: key, parts: [] });
    groups.get(key).parts.push(p);
  }
  return [...groups.values()];
}

for (const file of walk(CORE).filter((f) => /\.tsx?$/.test(f))) {
  const nowRel = rel(file);
  if (aggregates.has(nowRel)) continue;
  const oldRel = reverse[nowRel] ?? nowRel;
  const text = readFileSync(file, 'utf8');
  const sf = parse(nowRel, text);
  const edits = [];
  for (const st of moduleDecls(sf)) {
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    const old = resolveOld(oldRel, spec);
    let replacement = null;
    if (old && aggregates.has(old)) {
      const parts = namedParts(st);
      if (!parts) {
        unresolved.push(`${nowRel}: '${spec}' (an old aggregate, imported without names)`);
        continue;
      }
      const missing = [];
      const groups = groupBy(parts, (p) => {
        const hit = nameTable.get(p.name);
        return hit ? specifier(nowRel, hit.leaf) : null;
      }, missing);
      if (missing.length) unresolved.push(`${nowRel}: ${missing.join(', ')} from '${spec}' are exported by no area index`);
      if (!groups.length) continue;
      replacement = renderGroups(st, groups);
    } else {
      let target = null;
      if (old && old in files) target = files[old];
      else target = resolveNow(nowRel, spec) ?? (old && isFile(abs(old)) ? old : null);
      if (!target) {
        unresolved.push(`${nowRel}: '${spec}' resolves to nothing`);
        continue;
      }
      const next = specifier(nowRel, target);
      // Keep the author's spelling when it already names the right file ('./x' vs './x.ts', '../api' vs '../api/index').
      if (resolveNow(nowRel, spec) === target) continue;
      replacement = st.getText().replace(st.moduleSpecifier.getText(), `'${next}'`);
    }
    if (replacement !== null && replacement !== st.getText()) edits.push({ start: st.getStart(), end: st.end, text: replacement });
  }
  if (edits.length) {
    writeFileSync(file, applyEdits(text, edits));
    relRewrites += edits.length;
  }
}

// ---------- 5. delete the old aggregates and empty old folders ----------
for (const r of aggregates) {
  if (!isFile(abs(r))) continue;
  try {
    execFileSync('git', ['rm', '-q', '-f', abs(r)], { cwd: ROOT, stdio: 'pipe' });
  } catch {
    rmSync(abs(r));
  }
}
for (const folder of oldFolders) {
  if (existsSync(abs(folder)) && walk(abs(folder)).length === 0) rmSync(abs(folder), { recursive: true });
}

// ---------- 6. '@fund/core' in the consumers ----------
let bareRewrites = 0;
const consumerFiles = [
  ...CONSUMER_DIRS.flatMap((d) => walk(path.join(ROOT, d))),
  ...CONSUMER_ROOT_FILES.map((f) => path.join(ROOT, f)).filter(isFile),
].filter((f) => CODE.test(f) && !f.startsWith(path.join(HERE, path.sep)));
for (const file of consumerFiles) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(`'${BARE}'`) && !text.includes(`"${BARE}"`)) continue;
  const sf = parse(file, text);
  const edits = [];
  for (const st of moduleDecls(sf)) {
    if (st.moduleSpecifier.text !== BARE) continue;
    const parts = namedParts(st);
    const where = posix(path.relative(ROOT, file));
    if (!parts) {
      unresolved.push(`${where}: a default, namespace or side-effect import of '${BARE}': rewrite it by hand`);
      continue;
    }
    const missing = [];
    const groups = groupBy(parts, (p) => {
      const hit = nameTable.get(p.name);
      return hit ? `${BARE}/${hit.area}` : null;
    }, missing);
    if (missing.length) {
      unresolved.push(`${where}: ${missing.join(', ')} from '${BARE}' are exported by no area index`);
      continue;
    }
    edits.push({ start: st.getStart(), end: st.end, text: renderGroups(st, groups) });
  }
  if (edits.length) {
    writeFileSync(file, applyEdits(text, edits));
    bareRewrites += edits.length;
  }
}

// ---------- report ----------
log(`core-areas: ${moved} files moved, ${reexportsMoved} re-exports placed in area indexes, ${relRewrites} relative imports and ${bareRewrites} '${BARE}' imports rewritten.`);
if (conflicts.length || unresolved.length) {
  for (const c of conflicts) console.error(`conflict: ${c}`);
  for (const u of unresolved) console.error(`unresolved: ${u}`);
  process.exit(1);
}
