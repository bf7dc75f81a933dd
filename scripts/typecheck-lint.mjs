// npm test's "typecheck and lint" step: `tsc --noEmit` on core, the server and the app, then `eslint .
// --max-warnings=0`, in one process over the same three TypeScript programs. Lint's type-aware rules need
// those programs anyway; built once and type-checked first, the checker's answers are shared with lint
// instead of being computed again in four processes. `npm run typecheck` and `npm run lint` stay the
// separate developer commands and must agree with this.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { ROOT } from './lib.mjs';

// The order eslint.config.mjs lists them in: a file is linted with the first program that holds it.
const PROJECTS = ['packages/core/tsconfig.json', 'packages/server/tsconfig.json', 'tsconfig.json'];

const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) };
const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };

function fail(diagnostics) {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  process.exit(1);
}

let errors = 0;
const programs = PROJECTS.map((project) => {
  const started = performance.now();
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, project), { noEmit: true }, host);
  if (config.errors.length > 0) fail(config.errors);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  errors += diagnostics.length;
  console.log(`tsc ${project}: ${diagnostics.length} errors (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return program;
});

const started = performance.now();
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { programs } } } });
const results = await eslint.lintFiles(['.']);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
const lintErrors = results.reduce((n, r) => n + r.errorCount, 0);
const output = (await eslint.loadFormatter('stylish')).format(results);
if (output) console.log(output);
console.log(`eslint: ${results.length} files, ${lintErrors} errors, ${warnings} warnings (${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exit(errors > 0 || lintErrors > 0 || warnings > 0 ? 1 : 0);
