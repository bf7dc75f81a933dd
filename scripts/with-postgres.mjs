// Runs a command against a throwaway PostgreSQL server (Debian's package): a fresh cluster in a temp
// directory on a free loopback port, removed afterwards. The command gets TEST_DATABASE_URL.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';
import { THROWAWAY, pgBin, startCluster } from './postgres-cluster.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-pg-'));
let code = 1;
try {
  const cluster = await startCluster(dir, THROWAWAY);
  console.log(`PostgreSQL ${path.basename(path.dirname(path.dirname(pgBin('postgres'))))} on 127.0.0.1:${cluster.port}`);
  code = await run(cmd, args, { env: { TEST_DATABASE_URL: cluster.url } });
  await cluster.stop();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
}
rmSync(dir, { recursive: true, force: true });
process.exit(code);
