// Where the server finds the repository's folders, whatever the working directory it was started from.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above `from` that holds packages/server. The server runs from
 * packages/server/src (tsx, tests) or from its bundle in node_modules/.cache (npm start), at other depths.
 */
export function findRepoRoot(from: string, exists: (file: string) => boolean = fs.existsSync): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (exists(path.join(dir, 'packages', 'server', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`找不到仓库根目录（从 ${from} 向上没有 packages/server）`);
  }
}

export const REPO_ROOT = findRepoRoot(__dirname);
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'dist', 'h5');
