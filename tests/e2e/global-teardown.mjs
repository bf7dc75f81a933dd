import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup.mjs';

export default async function globalTeardown() {
  await globalThis.__E2E_BROWSER__?.close();
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
