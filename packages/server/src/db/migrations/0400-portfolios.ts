import type { Kysely } from 'kysely';

// Fund portfolios (spec 02 §7): the catalogue row with its trade terms, and its target positions by date.
// A portfolio's target on day D is the set with the greatest effective_from <= D; each set sums to 100.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portfolios')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('investment_risk', 'smallint', (c) => c.notNull())
    .addColumn('allow_buy', 'boolean', (c) => c.notNull())
    .addColumn('allow_sell', 'boolean', (c) => c.notNull())
    .addColumn('allow_fixed', 'boolean', (c) => c.notNull())
    .addColumn('allow_trade', 'boolean', (c) => c.notNull())
    .addColumn('allow_positions', 'boolean', (c) => c.notNull())
    .addColumn('allow_performance', 'boolean', (c) => c.notNull())
    .addColumn('amount_min_buy', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('amount_max_buy', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('amount_min_sell', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('fare_ratio_buy_min', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('fare_ratio_buy_max', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('fare_ratio_sell_min', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('fare_ratio_sell_max', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('discount_rate_buy', 'numeric(6, 4)', (c) => c.notNull())
    .addColumn('discount_rate_sell', 'numeric(6, 4)', (c) => c.notNull())
    .addColumn('manage_fare_ratio', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('charge_mode', 'smallint', (c) => c.notNull())
    .addColumn('div_type', 'smallint', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('advisor_title', 'text', (c) => c.notNull())
    .addColumn('advisor_description', 'text', (c) => c.notNull())
    .addColumn('yld_target', 'numeric(8, 4)')
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portfolios_topic_idx').on('portfolios').columns(['topic', 'id']).execute();

  await db.schema
    .createTable('portfolio_positions')
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id'))
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('percent', 'numeric(5, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('portfolio_positions_pk', ['portfolio_id', 'effective_from', 'fund_id'])
    .execute();

  // Who follows which portfolio (followers_count on portfolios is kept in step with it).
  await db.schema
    .createTable('portfolio_follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('portfolio_follows_pk', ['user_id', 'portfolio_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('portfolio_follows').execute();
  await db.schema.dropTable('portfolio_positions').execute();
  await db.schema.dropTable('portfolios').execute();
}
