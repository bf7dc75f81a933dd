// A precompiled statement (precompiled.ts) must answer exactly as the Kysely query it was built from, run
// after run with other values (nulls, constants and sql`` templates included), inside a transaction too;
// and a build that changes a placeholder instead of placing it is refused rather than binding a wrong value.
import { sql } from 'kysely';
import { openDatabase, type Database } from './database';
import { precompiled } from './precompiled';
import { makeInvestor } from '../testing/trading-kit';

describe('precompiled statements', () => {
  let database: Database;
  let userId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    ({ userId } = await makeInvestor(db()));
  }, 120000);
  afterAll(async () => {
    await database.close();
  });

  const insertKey = precompiled((q, v: { userId: number; key: string; answer: string | null; at: string }) =>
    q.insertInto('idempotency_keys').values({ user_id: v.userId, key: v.key, request_hash: 'h', state: 'done', answer: v.answer, created_at: v.at }).returning(['key', 'answer', 'state']),
  );
  const readKeys = precompiled((q, v: { userId: number; since: string }) =>
    q.selectFrom('idempotency_keys').select(['key', 'answer', sql<string>`created_at::text`.as('at')]).where('user_id', '=', v.userId).where('created_at', '>=', sql<Date>`${v.since}::timestamptz`).orderBy('key'),
  );
  const readKeysBuilt = (userId: number, since: string) =>
    db().selectFrom('idempotency_keys').select(['key', 'answer', sql<string>`created_at::text`.as('at')]).where('user_id', '=', userId).where('created_at', '>=', sql<Date>`${since}::timestamptz`).orderBy('key').execute();

  it('answers as the Kysely query it was built from, with each run binding its own values', async () => {
    const written = [];
    for (const [key, answer, at] of [['a', null, '2026-01-02T00:00:00.000Z'], ['b', '{"id":2}', '2026-01-03T00:00:00.000Z'], ['c', '{"id":3}', '2026-01-04T00:00:00.000Z']] as const) {
      written.push((await insertKey(db(), { userId, key, answer, at })).rows);
    }
    expect(written).toEqual([[{ key: 'a', answer: null, state: 'done' }], [{ key: 'b', answer: '{"id":2}', state: 'done' }], [{ key: 'c', answer: '{"id":3}', state: 'done' }]]);
    for (const since of ['2026-01-01T00:00:00.000Z', '2026-01-03T00:00:00.000Z', '2026-01-05T00:00:00.000Z']) {
      expect((await readKeys(db(), { userId, since })).rows).toEqual(await readKeysBuilt(userId, since));
    }
    expect((await readKeys(db(), { userId, since: '2026-01-03T00:00:00.000Z' })).rows.map((r) => r.key)).toEqual(['b', 'c']);
  });

  it('runs in the transaction it is given: a rollback takes its row back', async () => {
    const failed = await db()
      .transaction()
      .execute(async (trx) => {
        await insertKey(trx, { userId, key: 'rolled-back', answer: null, at: '2026-02-01T00:00:00.000Z' });
        expect((await readKeys(trx, { userId, since: '2026-02-01T00:00:00.000Z' })).rows.map((r) => r.key)).toEqual(['rolled-back']);
        throw new Error('undo');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('undo');
    expect((await readKeys(db(), { userId, since: '2026-02-01T00:00:00.000Z' })).rows).toEqual([]);
  });

  it('refuses a build that changes a placeholder or writes it into the text', async () => {
    const sliced = precompiled((q, v: { key: string }) => q.selectFrom('idempotency_keys').select('key').where('key', '=', v.key.slice(1)));
    const raw = precompiled((q, v: { key: string }) => q.selectFrom('idempotency_keys').select('key').where(sql.raw<boolean>(`key = '${v.key}'`)));
    await expect(sliced(db(), { key: 'x' })).rejects.toThrow('a precompiled value was changed by the build');
    await expect(raw(db(), { key: 'x' })).rejects.toThrow('a precompiled value was written into the SQL text');
  });
});
