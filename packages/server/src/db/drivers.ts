// The two database drivers, set up to hand the code the same JS types (see the parsers below).
import { PGlite, type PGliteOptions, types as pgliteTypes } from '@electric-sql/pglite';
import { PostgresDialect, type CompiledQuery, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { PglitePreparedStatements } from './pglite-prepared';

// Both drivers must hand the code the same JS types: a DATE as 'YYYY-MM-DD' text (never a Date shifted
// by the server's time zone), NUMERIC as exact text (money), and a count's BIGINT as a plain number.
const OID_INT8 = 20;
const OID_NUMERIC = 1700;
const OID_DATE = 1082;
const keepText = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

export interface PgliteStart {
  /** A data directory on disk; without it the database lives in memory. */
  dataDir?: string;
  /** A file system that already holds a data directory (tests' templates), used instead of initdb. */
  fs?: PGliteOptions['fs'];
  /** postgresql.conf lines: the tests' small databases start faster with smaller shared buffers. */
  postgresqlconf?: string[];
}

// Array types of the scalars the schema uses (PostgreSQL's fixed catalogue OIDs), parsed element by element.
const ARRAY_ELEMENTS: ReadonlyArray<readonly [array: number, element: number]> = [
  [1000, pgliteTypes.BOOL], [1005, pgliteTypes.INT2], [1007, pgliteTypes.INT4], [1016, pgliteTypes.INT8], [1022, pgliteTypes.FLOAT8],
  [1009, pgliteTypes.TEXT], [1015, pgliteTypes.VARCHAR], [1231, pgliteTypes.NUMERIC], [1182, pgliteTypes.DATE], [1185, pgliteTypes.TIMESTAMPTZ], [3807, pgliteTypes.JSONB],
];

/**
 * The parsers PGlite keeps: ours and the arrays above. PGlite copies its whole table (317 entries once it
 * has added every array type) into each query's result parse, about 0.1 ms of CPU per statement; a type
 * missing from the table falls back to PGlite's built-in parser for it, so scalars parse as before.
 */
function leanParsers(): Record<number, (value: string) => unknown> {
  const own: Record<number, (value: string) => unknown> = { [pgliteTypes.DATE]: keepText, [pgliteTypes.NUMERIC]: keepText, [pgliteTypes.INT8]: toNumber };
  const lean = { ...own };
  for (const [array, element] of ARRAY_ELEMENTS) {
    lean[array] = (value) => pgliteTypes.arrayParser(value, (x) => pgliteTypes.parseType(x, element, own), array);
  }
  return lean;
}

export function newPglite(start: PgliteStart = {}): PGlite {
  const parsers = leanParsers();
  const pglite = start.dataDir
    ? new PGlite(start.dataDir, { parsers })
    : new PGlite({ parsers, ...(start.fs ? { fs: start.fs } : {}), ...(start.postgresqlconf ? { postgresqlconf: start.postgresqlconf } : {}) });
  // Set once PGlite has added its array types, before any query runs (each awaits waitReady after this).
  void pglite.waitReady.then(() => {
    pglite.parsers = parsers;
  });
  return pglite;
}

/**
 * Kysely over PGlite, with begin / commit / rollback sent as simple queries (PglitePreparedStatements:
 * begin in the same round trip as the transaction's first statement) rather than extended ones (five). PGlite is one session and the
 * driver hands it to one transaction at a time, so these run on the transaction's connection. Other
 * statements run as named prepared statements once repeated (pglite-prepared.ts).
 */
export class PgliteDialect extends PGliteDialect {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const statements = new PglitePreparedStatements(this.pglite);
    const acquire = driver.acquireConnection.bind(driver);
    const extended = driver.beginTransaction.bind(driver);
    return Object.assign(driver, {
      // The driver lends its one connection object in turn; its queries go through the prepared statements.
      acquireConnection: async () => Object.assign(await acquire(), { executeQuery: (query: CompiledQuery) => statements.run(query) }),
      // Settings (an isolation level, read only) go the package's way.
      beginTransaction: async (conn: DatabaseConnection, settings: TransactionSettings) => (settings.isolationLevel || settings.accessMode ? extended(conn, settings) : statements.begin()),
      commitTransaction: () => statements.end('commit'),
      rollbackTransaction: () => statements.end('rollback'),
    });
  }
}

/**
 * Server-side limits on every pooled connection: a runaway statement is cancelled, and a transaction left
 * open by a stuck request (holding row locks other orders wait for) is ended by the server.
 */
export const POSTGRES_TIMEOUTS = { statement_timeout: 60_000, idle_in_transaction_session_timeout: 60_000 } as const;

export function postgresDialect(url: string): PostgresDialect {
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID_DATE || oid === OID_NUMERIC) return keepText;
    if (oid === OID_INT8) return toNumber;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({ connectionString: url, types: { getTypeParser }, ...POSTGRES_TIMEOUTS });
  // An idle connection can be cut by the server (restart, failover, a dropped test database): the pool
  // replaces it on next use, so the event must not become an unhandled error that stops the process.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
}
