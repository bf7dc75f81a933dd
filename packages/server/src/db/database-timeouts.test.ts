// On PostgreSQL every pooled connection carries the server-side timeouts: a runaway statement and a
// transaction left idle by a stuck request are ended by the server (CI runs this on PostgreSQL).
import { sql } from 'kysely';
import { type Database, openDatabase } from './database';

describe('database timeouts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  }, 60000);
  afterAll(async () => {
    await database.close();
  });

  it('sets statement_timeout and idle_in_transaction_session_timeout on PostgreSQL connections', async () => {
    const show = async (name: 'statement_timeout' | 'idle_in_transaction_session_timeout') => (await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(database.db)).rows[0]?.[name];
    const expected = database.kind === 'postgres' ? '1min' : '0';
    expect([await show('statement_timeout'), await show('idle_in_transaction_session_timeout')]).toEqual([expected, expected]);
  });
});
