import { type Kysely, sql } from 'kysely';

// Trading portfolios (docs: /work/portfolio-schema.md): every holding, order, ledger row and day's income
// gains the scope it belongs to (portfolio_id 0 = held directly, else the portfolio the shares are held
// inside); a portfolio order is a parent of child fund orders; the advisory fee accrues per trading day.
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = 'numeric(20, 2)';
  await sql`alter table holdings add column portfolio_id integer not null default 0`.execute(db);
  await sql`alter table holdings drop constraint holdings_owner_uq`.execute(db);
  await sql`alter table holdings add constraint holdings_owner_uq unique (user_id, fund_id, bank_card_id, portfolio_id)`.execute(db);

  await db.schema
    .createTable('portfolio_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id'))
    .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('direction', 'smallint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('fee', money, (c) => c.notNull())
    .addColumn('amount_confirm', money)
    .addColumn('amount_refund', money)
    .addColumn('pay_from_bao', 'boolean', (c) => c.notNull())
    .addColumn('coupon_id', 'integer')
    .addColumn('risk_confirmation_id', 'integer')
    .addColumn('rebalance_type', 'smallint')
    .addColumn('apply_at', 'timestamptz', (c) => c.notNull())
    .addColumn('trade_date', 'date', (c) => c.notNull())
    .addColumn('confirm_date', 'date', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('remind_info', 'text', (c) => c.notNull())
    .addColumn('failure_notification', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portfolio_orders_user_idx').on('portfolio_orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('portfolio_orders_open_idx').on('portfolio_orders').columns(['status', 'id']).execute();

  await sql`alter table trade_orders add column portfolio_id integer not null default 0`.execute(db);
  await sql`alter table trade_orders add column portfolio_order_id integer references portfolio_orders(id)`.execute(db);
  await sql`alter table trade_orders drop constraint trade_orders_dividend_uq`.execute(db);
  await sql`alter table trade_orders add constraint trade_orders_dividend_uq unique (fund_id, dividend_date, user_id, bank_card_id, portfolio_id)`.execute(db);
  await db.schema.createIndex('trade_orders_parent_idx').on('trade_orders').column('portfolio_order_id').execute();

  await sql`alter table ledger_entries add column portfolio_id integer not null default 0`.execute(db);
  await sql`alter table daily_incomes add column portfolio_id integer not null default 0`.execute(db);
  await sql`alter table daily_incomes drop constraint daily_incomes_pk`.execute(db);
  await sql`alter table daily_incomes add constraint daily_incomes_pk primary key (user_id, fund_id, bank_card_id, portfolio_id, date)`.execute(db);

  await db.schema
    .createTable('portfolio_fares')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('portfolio_id', 'integer', (c) => c.notNull().references('portfolios.id'))
    .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('worth', money, (c) => c.notNull())
    .addColumn('fare', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('portfolio_fares_pk', ['user_id', 'portfolio_id', 'bank_card_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('portfolio_fares').execute();
  await sql`alter table daily_incomes drop constraint daily_incomes_pk`.execute(db);
  await sql`alter table daily_incomes drop column portfolio_id`.execute(db);
  await sql`alter table daily_incomes add constraint daily_incomes_pk primary key (user_id, fund_id, bank_card_id, date)`.execute(db);
  await sql`alter table ledger_entries drop column portfolio_id`.execute(db);
  await sql`alter table trade_orders drop constraint trade_orders_dividend_uq`.execute(db);
  await sql`alter table trade_orders drop column portfolio_order_id`.execute(db);
  await sql`alter table trade_orders drop column portfolio_id`.execute(db);
  await sql`alter table trade_orders add constraint trade_orders_dividend_uq unique (fund_id, dividend_date, user_id, bank_card_id)`.execute(db);
  await db.schema.dropTable('portfolio_orders').execute();
  await sql`alter table holdings drop constraint holdings_owner_uq`.execute(db);
  await sql`alter table holdings drop column portfolio_id`.execute(db);
  await sql`alter table holdings add constraint holdings_owner_uq unique (user_id, fund_id, bank_card_id)`.execute(db);
}
