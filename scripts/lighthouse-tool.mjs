// Lighthouse is not a project dependency (it is large and only `npm run lighthouse` and the accessibility E2E
// need it): it is installed on first use into node_modules/.cache/lighthouse. Run directly, this installs it if
// missing and prints the CLI's path (the E2E calls it that way, being CommonJS under ts-jest).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, run } from './lib.mjs';

// 12.x: the last line that runs on Node 20 (13 wants Node 22).
const LIGHTHOUSE_VERSION = '12.8.2';
const TOOL_DIR = path.join(ROOT, 'node_modules', '.cache', 'lighthouse');
export const LIGHTHOUSE_BIN = path.join(TOOL_DIR, 'node_modules', '.bin', 'lighthouse');
const INSTALLED_PACKAGE = path.join(TOOL_DIR, 'node_modules', 'lighthouse', 'package.json');

/** Installs the pinned Lighthouse when it is missing or another version; resolves to npm's exit code (0 when present). */
export async function ensureLighthouse() {
  const installed = existsSync(INSTALLED_PACKAGE) ? JSON.parse(readFileSync(INSTALLED_PACKAGE, 'utf8')).version : null;
  if (installed === LIGHTHOUSE_VERSION) return 0;
  console.error(`安装 lighthouse@${LIGHTHOUSE_VERSION} 到 ${TOOL_DIR}`);
  mkdirSync(TOOL_DIR, { recursive: true });
  // Output to stderr: a caller reading stdout gets only the path.
  return run('npm', ['install', '--prefix', TOOL_DIR, '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: ['ignore', 2, 2] });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await ensureLighthouse();
  if (code !== 0) process.exit(code);
  console.log(LIGHTHOUSE_BIN);
}
