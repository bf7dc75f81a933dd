import { sql, type Kysely } from 'kysely';

// Order serial numbers: the trade date followed by a number from this sequence, so two orders can
// never draw the same serial (a random draw could, and the unique index then answered 500).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence order_serial_seq`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence if exists order_serial_seq`.execute(db);
}
