// Opens the one database the server uses: embedded PGlite by default, PostgreSQL when a URL is given.
import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { DEFAULT_DATA_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { migrationProvider } from './migrations';
import { createScratchDatabase } from './scratch-database';
import type { DB } from './schema';

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

// Both drivers must hand the code the same JS types: a DATE as 'YYYY-MM-DD' text (never a Date shifted
// by the server's time zone), NUMERIC as exact text (money), and a count's BIGINT as a plain number.
const OID_INT8 = 20;
const OID_NUMERIC = 1700;
const OID_DATE = 1082;
const keepText = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

interface Opened {
  db: Kysely<DB>;
  release: () => void;
}

const noop = (): void => undefined;

function openPglite(opts: OpenDatabaseOptions): Opened {
  const parsers = { [pgliteTypes.DATE]: keepText, [pgliteTypes.NUMERIC]: keepText, [pgliteTypes.INT8]: toNumber };
  if (opts.memory) return { db: new Kysely<DB>({ dialect: new PGliteDialect(new PGlite({ parsers })) }), release: noop };
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    return { db: new Kysely<DB>({ dialect: new PGliteDialect(new PGlite(dataDir, { parsers })) }), release };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Server-side limits on every pooled connection: a runaway statement is cancelled, and a transaction left
 * open by a stuck request (holding row locks other orders wait for) is ended by the server.
 */
export const POSTGRES_TIMEOUTS = { statement_timeout: 60_000, idle_in_transaction_session_timeout: 60_000 } as const;

function openPostgres(url: string): Opened {
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID_DATE || oid === OID_NUMERIC) return keepText;
    if (oid === OID_INT8) return toNumber;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({ connectionString: url, types: { getTypeParser }, ...POSTGRES_TIMEOUTS });
  // An idle connection can be cut by the server (restart, failover, a dropped test database): the pool
  // replaces it on next use, so the event must not become an unhandled error that stops the process.
  pool.on('error', () => undefined);
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), release: noop };
}

/** Brings the schema up to date; a failed migration stops the start-up with its cause. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`数据库迁移失败${name}`, { cause: error });
  }
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
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
  const { db, release } = opts.url ? openPostgres(opts.url) : openPglite(opts);
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
