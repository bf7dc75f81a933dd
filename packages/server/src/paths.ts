// Where the server finds the repository's folders, whatever the working directory it was started from.
import path from 'node:path';

/** packages/server/src -> the repository root. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'dist', 'h5');
