import type { Kysely } from 'kysely';

// The read-only futures pages: asset-management products (NAVs, reviews), instrument quotes, and the
// futures accounts users linked at brokers, with their positions and daily income. Only the last four
// digits of a broker account number are kept: the pages never need more.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('futures_products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('manager', 'text', (c) => c.notNull())
    .addColumn('strategy', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('risk_level', 'integer', (c) => c.notNull())
    .addColumn('min_amount', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('annual_return', 'numeric(10, 2)')
    .addColumn('max_drawdown', 'numeric(10, 2)')
    .addColumn('launched_on', 'date', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('futures_product_navs')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('futures_products.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('net_value', 'numeric(12, 4)', (c) => c.notNull())
    .addPrimaryKeyConstraint('futures_product_navs_pkey', ['product_id', 'date'])
    .execute();
  await db.schema
    .createTable('futures_product_reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('futures_products.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_on', 'date', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('futures_product_reviews_product_idx').on('futures_product_reviews').columns(['product_id', 'published_on']).execute();
  // Prices are plain NUMERIC: each keeps the places its exchange quotes it with ('3868', '781.5').
  await db.schema
    .createTable('futures_instruments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('exchange', 'text', (c) => c.notNull())
    .addColumn('multiplier', 'integer', (c) => c.notNull())
    .addColumn('price_unit', 'text', (c) => c.notNull())
    .addColumn('tradedate', 'date', (c) => c.notNull())
    .addColumn('prev_settle', 'numeric', (c) => c.notNull())
    .addColumn('open', 'numeric', (c) => c.notNull())
    .addColumn('high', 'numeric', (c) => c.notNull())
    .addColumn('low', 'numeric', (c) => c.notNull())
    .addColumn('last_price', 'numeric', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull())
    .addColumn('open_interest', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('futures_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('broker_name', 'text', (c) => c.notNull())
    .addColumn('account_tail', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('opening_balance', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('futures_accounts_user_account_key', ['user_id', 'broker_name', 'account_tail'])
    .execute();
  await db.schema
    .createTable('futures_positions')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('futures_accounts.id').onDelete('cascade'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('futures_instruments.id'))
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('lots', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('futures_positions_pkey', ['account_id', 'instrument_id', 'direction'])
    .execute();
  await db.schema
    .createTable('futures_account_days')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('futures_accounts.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('profit', 'numeric(16, 2)', (c) => c.notNull())
    .addColumn('balance', 'numeric(16, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('futures_account_days_pkey', ['account_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['futures_account_days', 'futures_positions', 'futures_accounts', 'futures_instruments', 'futures_product_reviews', 'futures_product_navs', 'futures_products']) {
    await db.schema.dropTable(table).execute();
  }
}
