// Test databases that start from a template instead of initdb, the migrations and the demo seed. Under
// the server's jest setup, openDatabase({ memory: true }) returns a database that opens on its first
// query; a seedDemoMarket asked for before that (startFromTemplate) makes it start from the seeded
// template, otherwise it starts from the migrated one. Test files need not know: the same calls, faster.
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from '../database';
import { newPglite, postgresDialect } from '../drivers';
import type { DB } from '../schema';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database';
import { DeferredDialect } from './deferred-dialect';
import { pgliteTemplate } from './pglite-templates';
import { postgresTemplate } from './postgres-templates';
import { MIGRATED, type Template, sourceHash } from './template';

interface Start {
  template: Template;
  opened: boolean;
}

const starts = new WeakMap<Kysely<DB>, Start>();

/**
 * A test database holds tens of MB: 16 MB of shared buffers serve it as well as the default 128 MB, which
 * PGlite zeroes at every start (0.4 s of CPU for each of the hundred-odd test databases of a run).
 */
const TEST_PGLITE_CONF = ['shared_buffers=16MB'];

export function testTemplatesEnabled(): boolean {
  return sourceHash() !== undefined;
}

/**
 * Makes a templated test database that has not run a query yet start from this template; false for
 * any other database (a real one, or one already in use), which the caller then fills itself.
 */
export function startFromTemplate(db: Kysely<DB>, template: Template): boolean {
  const start = starts.get(db);
  if (!start || start.opened) return false;
  start.template = template;
  return true;
}

/** An in-memory PGlite, or a database on the PostgreSQL server at serverUrl, dropped on close. */
export function openTemplatedTestDatabase(serverUrl: string | undefined): Database {
  const start: Start = { template: MIGRATED, opened: false };
  let scratch: ScratchDatabase | undefined;
  const db = new Kysely<DB>({
    dialect: new DeferredDialect(async () => {
      start.opened = true;
      if (!serverUrl) return new PGliteDialect(newPglite({ fs: await pgliteTemplate(start.template), postgresqlconf: TEST_PGLITE_CONF }));
      scratch = await createScratchDatabase(serverUrl, await postgresTemplate(serverUrl, start.template));
      return postgresDialect(scratch.url);
    }),
  });
  starts.set(db, start);
  let closed = false;
  return {
    db,
    kind: serverUrl ? 'postgres' : 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
      } finally {
        await scratch?.drop();
      }
    },
  };
}
