import type { Kysely } from 'kysely';

// Coupons held by users: granted (a ledger row in), used on a buy as cashback (a ledger row out).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_coupons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('expense_min', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('apply_business', 'text', (c) => c.notNull())
    .addColumn('use_condition', 'text', (c) => c.notNull())
    .addColumn('effective_to', 'date', (c) => c.notNull())
    .addColumn('used_order_id', 'integer', (c) => c.unique())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_coupons_user_idx').on('user_coupons').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_coupons').execute();
}
