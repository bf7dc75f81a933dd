// Bulk rows into one table: on PGlite one COPY from its /dev/blob device (the rows as COPY's text format,
// parsed by PostgreSQL's COPY code, no parameter arrays built and parsed), on PostgreSQL unnest() batches
// (node-postgres has no COPY FROM STDIN of its own). Same rows either way: the values go in as the text
// they are (decimal strings stay strings; no arithmetic on them here).
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { type BulkRows, type CopyColumn, bulkCount, copyText, isCopyText, parseCopyText } from './copy-text';
import type { DB } from './schema';

export type { CopyColumn } from './copy-text';

/** On a compiled query: the rows COPY reads from /dev/blob (PGlite's driver hands them to PGlite). */
export const COPY_BLOB = Symbol('copy-blob');
/** On a compiled query: asks the driver whether it takes COPY_BLOB (PGlite's answers yes without running it). */
export const COPY_PROBE = Symbol('copy-probe');

export type BlobQuery = CompiledQuery & { [COPY_BLOB]?: Blob; [COPY_PROBE]?: true };

const UNNEST_BATCH = 4000;

/** Whether the connection behind `db` takes a COPY from /dev/blob (PGlite's driver; PostgreSQL's answers false). */
async function takesBlob(db: Kysely<DB>): Promise<boolean> {
  const probe = sql<{ takes_blob: boolean }>`select false as takes_blob`.compile(db) as BlobQuery;
  const { rows } = await db.executeQuery<{ takes_blob: boolean }>({ ...probe, [COPY_PROBE]: true } as BlobQuery);
  return rows[0]?.takes_blob === true;
}

async function unnestInsert(db: Kysely<DB>, table: string, columns: readonly CopyColumn[], rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += UNNEST_BATCH) {
    const part = rows.slice(i, i + UNNEST_BATCH) as readonly Record<string, unknown>[];
    const arrays = columns.map(([name, type]) => sql`${part.map((r) => r[name] ?? null)}::${sql.raw(type)}[]`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))}) select * from unnest(${sql.join(arrays)})`.execute(db);
  }
}

/** Inserts `rows` (objects keyed by the column names, or their COPY text in the columns' order) into `table`. */
export async function copyRows(db: Kysely<DB>, table: keyof DB & string, columns: readonly CopyColumn[], rows: BulkRows): Promise<void> {
  if (bulkCount(rows) === 0) return;
  const text = isCopyText(rows);
  if (!(await takesBlob(db))) {
    await unnestInsert(db, table, columns, text ? parseCopyText(columns, rows) : rows);
    return;
  }
  const copy = sql`copy ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))}) from '/dev/blob'`.compile(db);
  await db.executeQuery({ ...copy, [COPY_BLOB]: new Blob([text ? rows.copyText : copyText(columns, rows)]) } as BlobQuery);
}
