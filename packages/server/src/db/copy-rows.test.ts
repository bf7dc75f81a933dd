import fc from 'fast-check';
import { Kysely, sql } from 'kysely';
import { openDatabase } from './database';
import { newPglite, PgliteDialect } from './drivers';
import { copyRows, type CopyColumn } from './copy-rows';
import { asCopyText } from './copy-text';
import type { DB } from './schema';

// A scratch table outside the schema's types: the test talks to it through raw SQL.
const COLUMNS: readonly CopyColumn[] = [['id', 'int'], ['day', 'date'], ['amount', 'numeric'], ['note', 'text']];
type Row = { id: number; day: string; amount: string | null; note: string | null };

// The server's own PGlite driver (COPY from /dev/blob), and the suite's test database (PostgreSQL under
// with-postgres, else PGlite through the plain package dialect: the unnest path).
const OPENERS: [string, () => Promise<{ db: Kysely<DB>; close: () => Promise<void> }>][] = [
  ['the server\'s PGlite driver', async () => {
    const db = new Kysely<DB>({ dialect: new PgliteDialect(newPglite()) });
    return { db, close: () => db.destroy() };
  }],
  ['the test database', () => openDatabase({ memory: true })],
];

describe.each(OPENERS)('copyRows on %s', (_name, open) => {
  let database: { db: Kysely<DB>; close: () => Promise<void> };
  beforeAll(async () => {
    database = await open();
    await sql`create table copy_rows_probe (id int primary key, day date not null, amount numeric(14, 4), note text)`.execute(database.db);
  }, 60000);
  afterAll(async () => database.close());

  const readBack = async () => (await sql<Row>`select id, day, amount, note from copy_rows_probe order by id`.execute(database.db)).rows;

  it('stores every value as given: decimals exactly, nulls as null, tabs, backslashes and line breaks in text', async () => {
    const rows: Row[] = [
      { id: 1, day: '2026-01-02', amount: '12345678.1234', note: 'tab\there' },
      { id: 2, day: '2026-02-28', amount: null, note: 'back\\slash \\N not null' },
      { id: 3, day: '2026-12-31', amount: '-0.0001', note: 'line\nbreak\r\nend' },
      { id: 4, day: '2026-06-30', amount: '0.0000', note: null },
    ];
    await database.db.transaction().execute((trx) => copyRows(trx, 'copy_rows_probe' as never, COLUMNS, rows));
    expect(await readBack()).toEqual(rows);
  });

  it('round-trips any text and decimal (property)', async () => {
    const decimal = fc.tuple(fc.bigInt({ min: 1n - 10n ** 10n, max: 10n ** 10n - 1n }), fc.integer({ min: 0, max: 9999 }))
      .map(([whole, frac]) => `${whole < 0n ? '-' : ''}${(whole < 0n ? -whole : whole).toString()}.${String(frac).padStart(4, '0')}`)
      .filter((d) => d !== '-0.0000');
    const row = fc.record({ amount: fc.option(decimal, { nil: null }), note: fc.option(fc.string({ unit: 'binary' }).map((s) => s.replace(/\0/g, '')), { nil: null }) });
    await fc.assert(fc.asyncProperty(fc.array(row, { maxLength: 20 }), async (drawn) => {
      await sql`truncate copy_rows_probe`.execute(database.db);
      const rows: Row[] = drawn.map((r, i) => ({ id: i + 1, day: '2026-03-15', ...r }));
      await copyRows(database.db, 'copy_rows_probe' as never, COLUMNS, rows);
      expect(await readBack()).toEqual(rows);
    }), { numRuns: 100 });
  });

  it('stores rows already spelled as COPY text as it stores the rows themselves (property)', async () => {
    const row = fc.record({ amount: fc.option(fc.constantFrom('0.0000', '-12.5000', '99999999.9999'), { nil: null }), note: fc.option(fc.string({ unit: 'binary' }).map((s) => s.replace(/\0/g, '')), { nil: null }) });
    await fc.assert(fc.asyncProperty(fc.array(row, { maxLength: 20 }), async (drawn) => {
      await sql`truncate copy_rows_probe`.execute(database.db);
      const rows: Row[] = drawn.map((r, i) => ({ id: i + 1, day: '2026-04-01', ...r }));
      await copyRows(database.db, 'copy_rows_probe' as never, COLUMNS, asCopyText(COLUMNS, rows));
      expect(await readBack()).toEqual(rows);
    }), { numRuns: 50 });
  });

  it('rolls back with the transaction it ran in', async () => {
    await sql`truncate copy_rows_probe`.execute(database.db);
    await expect(database.db.transaction().execute(async (trx) => {
      await copyRows(trx, 'copy_rows_probe' as never, COLUMNS, [{ id: 1, day: '2026-01-05', amount: '1.0000', note: 'kept?' }]);
      throw new Error('cut short');
    })).rejects.toThrow('cut short');
    expect(await readBack()).toEqual([]);
  });
});
