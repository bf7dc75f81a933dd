import type { Kysely } from 'kysely';

// The advisor store (spec 02 §3 Store): a user's application and its review, the store an approval opens,
// its followers (the spec's store likes), the owner's order of their portfolios and their social accounts.
// A store's portfolios are the portfolios whose owner_user_id is the store's user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_applies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    // 0 in review, 1 approved, 2 rejected (core's StoreApplyStatus; -1 is the absence of a row).
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('qualification_no', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewer_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('store_applies_status_idx').on('store_applies').columns(['status', 'applied_at']).execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_likes')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_likes_pk', ['store_id', 'user_id'])
    .execute();
  await db.schema.createIndex('store_likes_user_idx').on('store_likes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('store_portfolio_order')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_portfolio_order_pk', ['store_id', 'portfolio_id'])
    .execute();

  await db.schema
    .createTable('store_social_bindings')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_social_bindings_pk', ['store_id', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_social_bindings').execute();
  await db.schema.dropTable('store_portfolio_order').execute();
  await db.schema.dropTable('store_likes').execute();
  await db.schema.dropTable('stores').execute();
  await db.schema.dropTable('store_applies').execute();
}
