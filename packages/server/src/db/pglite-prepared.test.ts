// PGlite's Kysely connection prepares a statement text on its second run (pglite-prepared.ts): a prepared
// run must answer exactly as the first, plain one did — the same rows and types, counts, errors — and a
// statement prepared before a table changed must still run once the change is committed.
import { Kysely, sql } from 'kysely';
import { newPglite, PgliteDialect } from './drivers';
import { pgliteTemplate } from './test-templates/pglite-templates';
import { MIGRATED } from './test-templates/template';

interface T {
  t: { id: number; v: string; d: string | null; j: unknown; n: number | null };
}

describe('PGlite prepared statements', () => {
  let db: Kysely<T>;
  beforeAll(async () => {
    // From the suite's migrated template rather than PGlite's own initdb (about 13 CPU-s): the subject is the
    // session's prepared statements, which behave alike in any cluster; table t is not in the schema.
    db = new Kysely<T>({ dialect: new PgliteDialect(newPglite({ fs: await pgliteTemplate(MIGRATED) })) });
    await sql`create table t (id int primary key, v numeric not null, d date, j jsonb, n bigint)`.execute(db);
  }, 60000);
  afterAll(async () => {
    await db.destroy();
  });

  const insert = (id: number) => db.insertInto('t').values({ id, v: `${id}.50`, d: '2026-01-02', j: JSON.stringify({ id }), n: id * 10 }).returning(['v', 'd', 'j', 'n']).executeTakeFirstOrThrow();

  it('returns the same values and types on every run of one text', async () => {
    const runs = [await insert(1), await insert(2), await insert(3), await insert(4)];
    expect(runs).toEqual([1, 2, 3, 4].map((id) => ({ v: `${id}.50`, d: '2026-01-02', j: { id }, n: id * 10 })));
  });

  it('decodes nulls, booleans, instants and arrays on a prepared run as on the plain first run', async () => {
    const read = () => sql<{ n: null; b: boolean; at: Date; ids: number[]; texts: string[]; v: string }>`select null as n, v > 2 as b, '2026-01-02T03:04:05Z'::timestamptz as at, array[id, 7] as ids, array['a', v::text] as texts, v from t where id = 3`.execute(db);
    const runs = [(await read()).rows, (await read()).rows, (await read()).rows];
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(runs[0]).toEqual([{ n: null, b: true, at: new Date('2026-01-02T03:04:05Z'), ids: [3, 7], texts: ['a', '3.50'], v: '3.50' }]);
  });

  it('counts the rows an insert wrote on every run', async () => {
    const counts = [];
    for (const id of [10, 20, 30]) counts.push((await sql`insert into t (id, v) values (${id}, '1'), (${id + 1}, '1')`.execute(db)).numAffectedRows);
    expect(counts).toEqual([2n, 2n, 2n]);
    await sql`delete from t where id >= 10`.execute(db);
  });

  it('counts the rows an update changed on every run', async () => {
    const counts = [];
    for (const v of ['7', '8', '9']) counts.push((await db.updateTable('t').set({ v }).where('id', '<=', 2).executeTakeFirstOrThrow()).numUpdatedRows);
    expect(counts).toEqual([2n, 2n, 2n]);
  });

  it('throws the database error on every run, and rolls a transaction back', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const failed = await db.transaction().execute(async (trx) => {
        await trx.updateTable('t').set({ v: '100' }).where('id', '=', 3).execute();
        await trx.insertInto('t').values({ id: 1, v: '1', d: null, j: null, n: null }).execute();
      }).catch((error: { code?: string }) => error.code);
      codes.push(failed);
    }
    expect(codes).toEqual(['23505', '23505', '23505']);
    expect((await db.selectFrom('t').select('v').where('id', '=', 3).executeTakeFirstOrThrow()).v).toBe('3.50');
  });

  it('runs a prepared text again after a column was added to its table', async () => {
    const read = () => db.selectFrom('t').selectAll().where('id', '=', 4).executeTakeFirstOrThrow();
    await read();
    await read();
    await sql`alter table t add column extra int`.execute(db);
    expect(await read()).toEqual({ id: 4, v: '4.50', d: '2026-01-02', j: { id: 4 }, n: 40, extra: null });
  });
});
