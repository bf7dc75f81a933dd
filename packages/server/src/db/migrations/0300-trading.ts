import { type Kysely, sql } from 'kysely';

// The trading engine: holdings, orders, the append-only ledger, idempotency keys, fixed investments,
// daily income and engine state (dividends come from the research area's fund_dividends). Money and shares NUMERIC(20, 2), NAV (12, 4).
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = 'numeric(20, 2)';
  await db.schema
    .createTable('holdings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
    .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('shares', money, (c) => c.notNull().defaultTo(0).check(sql`shares >= 0`))
    .addColumn('shares_frozen', money, (c) => c.notNull().defaultTo(0).check(sql`shares_frozen >= 0`))
    .addColumn('divi_type', 'smallint', (c) => c.notNull())
    .addColumn('divi_type_confirm_date', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('holdings_owner_uq', ['user_id', 'fund_id', 'bank_card_id'])
    .execute();
  await sql`alter table holdings add constraint holdings_frozen_le_shares check (shares_frozen <= shares)`.execute(db);

  await db.schema
    .createTable('fixed_investments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
    .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('period_unit', 'smallint', (c) => c.notNull())
    .addColumn('trade_day', 'smallint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('first_date', 'date', (c) => c.notNull())
    .addColumn('next_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('sign_date', 'date', (c) => c.notNull())
    .addColumn('protocol_no', 'text', (c) => c.notNull().unique())
    .addColumn('status_note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fixed_investments_due_idx').on('fixed_investments').columns(['status', 'next_date']).execute();

  await db.schema
    .createTable('trade_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
    .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('direction', 'smallint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('shares', money, (c) => c.notNull())
    .addColumn('fee', money, (c) => c.notNull())
    .addColumn('fare_ratio', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('discount_rate', 'numeric(6, 4)', (c) => c.notNull())
    .addColumn('amount_confirm', money)
    .addColumn('shares_confirm', money)
    .addColumn('amount_refund', money)
    .addColumn('net_value', 'numeric(12, 4)')
    .addColumn('pay_from_bao', 'boolean', (c) => c.notNull())
    .addColumn('to_bao', 'boolean', (c) => c.notNull())
    .addColumn('is_fast', 'boolean', (c) => c.notNull())
    .addColumn('apply_at', 'timestamptz', (c) => c.notNull())
    .addColumn('trade_date', 'date', (c) => c.notNull())
    .addColumn('confirm_date', 'date', (c) => c.notNull())
    .addColumn('arrive_date', 'date', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('fixed_investment_id', 'integer', (c) => c.references('fixed_investments.id'))
    .addColumn('run_date', 'date')
    .addColumn('dividend_date', 'date')
    .addColumn('risk_confirmation_id', 'integer')
    .addColumn('divi_type', 'smallint')
    .addColumn('opposite_id', 'integer')
    .addColumn('remind_info', 'text', (c) => c.notNull())
    .addColumn('failure_notification', 'text', (c) => c.notNull())
    .addUniqueConstraint('trade_orders_plan_run_uq', ['fixed_investment_id', 'run_date'])
    .addUniqueConstraint('trade_orders_dividend_uq', ['fund_id', 'dividend_date', 'user_id', 'bank_card_id'])
    .execute();
  await db.schema.createIndex('trade_orders_user_idx').on('trade_orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('trade_orders_due_idx').on('trade_orders').columns(['status', 'confirm_date']).execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'integer')
    .addColumn('bank_card_id', 'integer')
    .addColumn('order_id', 'integer')
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_user_idx').on('ledger_entries').columns(['user_id', 'account']).execute();
  // Append-only: the database itself refuses to change or remove a ledger row.
  await sql`create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin raise exception 'ledger_entries is append-only'; end $$`.execute(db);
  await sql`create trigger ledger_entries_no_change before update or delete on ledger_entries
    for each row execute function ledger_entries_append_only()`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('daily_incomes')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('fund_id', 'integer', (c) => c.notNull())
    .addColumn('bank_card_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('income', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_incomes_pk', ['user_id', 'fund_id', 'bank_card_id', 'date'])
    .execute();

  await db.schema.createTable('engine_state').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['engine_state', 'daily_incomes', 'idempotency_keys', 'ledger_entries', 'trade_orders', 'fixed_investments', 'holdings']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function if exists ledger_entries_append_only()`.execute(db);
}
