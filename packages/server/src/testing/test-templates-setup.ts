// Jest globalSetup of the server suites: turns on the test database templates (db/test-templates) for
// the run. Templates are keyed by a hash of every source they could depend on (the server's and
// core's non-test sources, PGlite's version), so a template built from other code is never used;
// PGlite templates of other sources are removed here.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV } from '../db/test-templates/template';
import { REPO_ROOT } from '../paths';

const SOURCE_DIRS = ['packages/server/src', 'packages/core/src'];
const PGLITE_PACKAGE = 'node_modules/@electric-sql/pglite/package.json';
const TEMPLATE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'fund-server-test-templates');
/** Another run (other sources) may still use its templates for a while: only older ones go. */
const PRUNE_AFTER_MS = 60 * 60 * 1000;

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(dir, file)),
  ).sort();
}

export default function setupTestTemplates(): void {
  const hash = createHash('sha256');
  for (const file of [...sourceFiles(), PGLITE_PACKAGE]) hash.update(`${file}\n`).update(fs.readFileSync(path.join(REPO_ROOT, file)));
  const digest = hash.digest('hex');
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  for (const name of fs.readdirSync(TEMPLATE_DIR)) {
    const file = path.join(TEMPLATE_DIR, name);
    if (!name.startsWith(digest.slice(0, 12)) && Date.now() - fs.statSync(file).mtimeMs > PRUNE_AFTER_MS) fs.rmSync(file, { force: true });
  }
  // Set before jest starts its workers, which inherit them.
  process.env[TEMPLATE_ENV.sourceHash] = digest;
  process.env[TEMPLATE_ENV.dir] = TEMPLATE_DIR;
}
