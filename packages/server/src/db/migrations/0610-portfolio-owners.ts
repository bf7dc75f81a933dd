import type { Kysely } from 'kysely';

// Portfolios made by their owners (spec 02 §4–§6): the owner's share settings, and each position adjustment
// with its note. The new weights themselves are a target set in portfolio_positions effective on
// effective_from; the adjustment row says who made it, why and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('portfolios')
    .addColumn('share_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('portfolios')
    .addColumn('share_desc', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('portfolio_adjustments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // A second adjustment before the first takes effect replaces it: one row per portfolio and day.
    .addUniqueConstraint('portfolio_adjustments_day_uq', ['portfolio_id', 'effective_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('portfolio_adjustments').execute();
  await db.schema.alterTable('portfolios').dropColumn('share_desc').execute();
  await db.schema.alterTable('portfolios').dropColumn('share_enabled').execute();
}
