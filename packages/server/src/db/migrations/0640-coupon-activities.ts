import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Coupon activities: a window and a budget of receipts; the coupons each receipt grants; one receipt per
// user per activity (the unique index is the last guard under parallel receives); the image captchas
// passed before a receive.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon_activities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('budget', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('coupon_activities_budget_check', sql`received >= 0 and received <= budget`)
    .execute();
  await db.schema
    .createTable('coupon_activity_coupons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('coupon_activities.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('expense_min', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('apply_business', 'text', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('coupon_activity_receipts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('coupon_activities.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('coupon_activity_receipts_once', ['activity_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('coupon_captchas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz')
    .addColumn('pass_hash', 'text', (c) => c.unique())
    .addColumn('pass_expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['coupon_captchas', 'coupon_activity_receipts', 'coupon_activity_coupons', 'coupon_activities']) await db.schema.dropTable(table).execute();
}
