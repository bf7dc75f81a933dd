import { sql, type Kysely } from 'kysely';

// The wallet and store income. Balances are ledger sums (accounts 'wallet', 'wallet_transit',
// 'store_income'); these tables are the records the ledger rows are about, keyed so nothing is paid twice:
// a credit by its (kind, ref), a day's accrual by (portfolio, date).
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = 'numeric(20, 2)';
  await db.schema
    .createTable('wallet_credits')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull().check(sqlPositive('amount')))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('wallet_credits_ref_key', ['kind', 'ref_id'])
    .execute();
  await db.schema
    .createTable('wallet_withdrawals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('amount', money, (c) => c.notNull().check(sqlPositive('amount')))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('arrive_date', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('arrived_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('wallet_withdrawals_due_idx').on('wallet_withdrawals').columns(['status', 'arrive_date']).execute();
  await db.schema.createIndex('wallet_withdrawals_user_idx').on('wallet_withdrawals').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('store_income_accruals')
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('fee', money, (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_income_accruals_pk', ['portfolio_id', 'date'])
    .execute();
  await db.schema.createIndex('store_income_accruals_owner_idx').on('store_income_accruals').columns(['owner_user_id', 'portfolio_id']).execute();
  await db.schema
    .createTable('store_income_withdrawals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount', money, (c) => c.notNull().check(sqlPositive('amount')))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_income_withdrawals_user_idx').on('store_income_withdrawals').columns(['user_id', 'id']).execute();
}

function sqlPositive(column: string) {
  return sql`${sql.ref(column)} > 0`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['store_income_withdrawals', 'store_income_accruals', 'wallet_withdrawals', 'wallet_credits']) {
    await db.schema.dropTable(table).execute();
  }
}
