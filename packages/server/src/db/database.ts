// Opens the one database the server uses: embedded PGlite by default, PostgreSQL when a URL is given.
import { Kysely, sql } from 'kysely';
import { DEFAULT_DATA_DIR } from '../paths';
import { openPgliteDir, takeEarlyPglite } from './early-pglite';
import { newPglite, PgliteDialect, postgresDialect } from './drivers';
import { migrateToLatest } from './migrate';
import { createScratchDatabase } from './scratch-database';
import type { DB } from './schema';
import { openTemplatedTestDatabase, testTemplatesEnabled } from './test-templates/templated-database';

export { migrateToLatest } from './migrate';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** PGlite data directory; defaults to <repo>/.data/pglite. */
  dataDir?: string;
  /**
   * A throwaway database (tests): an in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
   * server, a fresh database there that close() drops — so every suite also runs on real PostgreSQL.
   */
  memory?: boolean;
}

interface Opened {
  db: Kysely<DB>;
  release: () => void;
}

const noop = (): void => undefined;

async function openPglite(opts: OpenDatabaseOptions): Promise<Opened> {
  if (opts.memory) return { db: new Kysely<DB>({ dialect: new PgliteDialect(newPglite()) }), release: noop };
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  // main.ts started opening it while the server's code loaded; anyone else opens it now.
  const { pglite, release } = await (takeEarlyPglite(dataDir) ?? openPgliteDir(dataDir));
  return { db: new Kysely<DB>({ dialect: new PgliteDialect(pglite) }), release };
}

function openPostgres(url: string): Opened {
  return { db: new Kysely<DB>({ dialect: postgresDialect(url) }), release: noop };
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  // Under the server's jest setup a throwaway database starts from a prepared template (see there).
  if (opts.memory && !opts.url && testTemplatesEnabled()) return openTemplatedTestDatabase(process.env.TEST_DATABASE_URL);
  const scratchServer = opts.memory && !opts.url ? process.env.TEST_DATABASE_URL : undefined;
  if (scratchServer) {
    const scratch = await createScratchDatabase(scratchServer);
    const database = await openDatabase({ url: scratch.url });
    return {
      ...database,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const kind: DatabaseKind = opts.url ? 'postgres' : 'pglite';
  const { db, release } = opts.url ? openPostgres(opts.url) : await openPglite(opts);
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    release();
    throw err;
  }
  let closed = false;
  return {
    db,
    kind,
    async close() {
      // Closing twice (a signal during shutdown, a test's afterAll) must be harmless.
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
      } finally {
        release();
      }
    },
  };
}

/** A real round trip to the database, for the health check. */
export async function ping(db: Kysely<DB>): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}
