import type { Kysely } from 'kysely';

// Settlement items (an order, a portfolio order, a plan) that failed to settle: one row per item, its
// last error and how many runs it failed in, so a failure is marked for operators rather than lost in a log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settlement_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('settlement_failures_subject_key', ['kind', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settlement_failures').execute();
}
