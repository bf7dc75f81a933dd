// Moves top-level declarations (by name) from one file to another with TypeScript's "Move to file" refactor,
// which rewrites every import in the project. Usage: node move-names.mjs <tsconfig> <src> <target> name...
import ts from 'typescript';
import fs from 'node:fs';
import path from 'node:path';
const [tsconfig, srcArg, targetArg, ...names] = process.argv.slice(2);
const src = path.resolve(srcArg), target = path.resolve(targetArg);
if (!fs.existsSync(target)) fs.writeFileSync(target, '');
const cfg = ts.getParsedCommandLineOfConfigFile(path.resolve(tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
const files = new Set(cfg.fileNames.map((f) => path.resolve(f)));
files.add(target); files.add(src);
const versions = new Map();
const host = {
  getScriptFileNames: () => [...files],
  getScriptVersion: (f) => String(versions.get(f) ?? 0),
  getScriptSnapshot: (f) => (fs.existsSync(f) ? ts.ScriptSnapshot.fromString(fs.readFileSync(f, 'utf8')) : undefined),
  getCurrentDirectory: () => path.dirname(path.resolve(tsconfig)),
  getCompilationSettings: () => cfg.options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists, readFile: ts.sys.readFile, readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists, getDirectories: ts.sys.getDirectories,
};
const ls = ts.createLanguageService(host, ts.createDocumentRegistry());
const declName = (st) => {
  if (ts.isVariableStatement(st)) return st.declarationList.declarations.map((d) => d.name.getText());
  if (st.name) return [st.name.getText()];
  return [];
};
const fmt = ts.getDefaultFormatCodeSettings();
fmt.indentSize = 2; fmt.tabSize = 2; fmt.convertTabsToSpaces = true; fmt.semicolons = ts.SemicolonPreference.Insert;
const prefs = { quotePreference: 'single', importModuleSpecifierPreference: 'relative', importModuleSpecifierEnding: 'minimal' };
{
  const sf0 = ts.createSourceFile(src, fs.readFileSync(src, 'utf8'), ts.ScriptTarget.Latest, true);
  const missing = names.filter((n) => !sf0.statements.some((st) => declName(st).includes(n)));
  if (missing.length) { console.error('not found:', missing.join(' ')); process.exit(1); }
}
// One contiguous run at a time, the source read again each time (the refactor may add imports at its top).
for (;;) {
  const sf = ts.createSourceFile(src, fs.readFileSync(src, 'utf8'), ts.ScriptTarget.Latest, true);
  const idx = sf.statements.findIndex((st) => declName(st).some((n) => names.includes(n)));
  if (idx < 0) break;
  let end = idx;
  while (end + 1 < sf.statements.length && declName(sf.statements[end + 1]).some((n) => names.includes(n))) end += 1;
  const range = { pos: sf.statements[idx].getStart(sf), end: sf.statements[end].end };
  const edits = ls.getEditsForRefactor(src, fmt, range, 'Move to file', 'Move to file', prefs, { targetFile: target });
  if (!edits) { console.error('refactor refused at', range.pos); process.exit(1); }
  for (const fe of edits.edits) {
    const f = path.resolve(fe.fileName);
    let t = fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '';
    for (const c of [...fe.textChanges].sort((a, b) => b.span.start - a.span.start)) t = t.slice(0, c.span.start) + c.newText + t.slice(c.span.start + c.span.length);
    fs.writeFileSync(f, t);
    versions.set(f, (versions.get(f) ?? 0) + 1);
  }
}
// The refactor rewrites imports only: re-exports (`export { X } from './src'`, the area indexes) are split here.
const noExt = (f) => f.replace(/\.tsx?$/, '');
for (const f of files) {
  if (!fs.existsSync(f) || f === target) continue;
  let t = fs.readFileSync(f, 'utf8');
  const s2 = ts.createSourceFile(f, t, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const st of s2.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier || !st.exportClause || !ts.isNamedExports(st.exportClause)) continue;
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    if (noExt(path.resolve(path.dirname(f), spec)) !== noExt(src)) continue;
    const moved = st.exportClause.elements.filter((e) => names.includes((e.propertyName ?? e.name).text));
    if (!moved.length) continue;
    const kept = st.exportClause.elements.filter((e) => !moved.includes(e));
    let rel = path.relative(path.dirname(f), noExt(target)); if (!rel.startsWith('.')) rel = './' + rel;
    const kw = st.isTypeOnly ? 'export type' : 'export';
    const line = (els, sp) => `${kw} { ${els.map((e) => e.getText(s2)).join(', ')} } from '${sp}';`;
    edits.push({ start: st.getStart(s2), end: st.end, text: (kept.length ? line(kept, spec) + '\n' : '') + line(moved, rel) });
  }
  if (!edits.length) continue;
  for (const e of edits.reverse()) t = t.slice(0, e.start) + e.text + t.slice(e.end);
  fs.writeFileSync(f, t);
  console.log('re-exports', path.relative(process.cwd(), f));
}
