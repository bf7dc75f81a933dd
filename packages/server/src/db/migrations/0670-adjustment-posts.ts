import type { Kysely } from 'kysely';

// A store timeline post may announce a position adjustment of the store's portfolio (the wire's
// `position_adjustment`): the post names the adjustment so the page can open its detail. One post per adjustment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('statuses').addColumn('position_adjustment_id', 'integer').execute();
  await db.schema.createIndex('statuses_position_adjustment_uq').unique().on('statuses').column('position_adjustment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('statuses_position_adjustment_uq').execute();
  await db.schema.alterTable('statuses').dropColumn('position_adjustment_id').execute();
}
