import { type Kysely, sql } from 'kysely';

// The demo market: calendar, companies, managers, indexes, sectors, funds and their daily values.
// Money, NAV and ratios are NUMERIC (exact); lists of tags are jsonb.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('trading_days').addColumn('date', 'date', (c) => c.primaryKey()).execute();

  await db.schema
    .createTable('fund_companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('abbr_name', 'text', (c) => c.notNull())
    .addColumn('estab_date', 'date', (c) => c.notNull())
    .addColumn('assets_total', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('service_tel', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('managers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('fund_companies.id'))
    .addColumn('post_status', 'smallint', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('work_seniority', 'numeric(6, 2)', (c) => c.notNull())
    .addColumn('index_rate_tyear', 'numeric(10, 2)')
    .addColumn('good_at_type', 'text', (c) => c.notNull())
    .addColumn('good_at_types', 'jsonb', (c) => c.notNull())
    .addColumn('scores', 'jsonb', (c) => c.notNull())
    .addColumn('bull_market', 'numeric(10, 2)')
    .addColumn('bear_market', 'numeric(10, 2)')
    .addColumn('seesawing_market', 'numeric(10, 2)')
    .addColumn('extreme_markets', 'numeric(10, 2)')
    .addColumn('recommend_rank', 'integer')
    .execute();

  await db.schema
    .createTable('market_indexes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_market', 'boolean', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tradedate', 'date')
    .addColumn('current', 'numeric(14, 4)')
    .addColumn('change', 'numeric(14, 4)')
    .addColumn('percentage', 'numeric(10, 2)')
    .addColumn('pe', 'numeric(10, 2)')
    .addColumn('pb', 'numeric(10, 2)')
    .addColumn('pe_percentile', 'numeric(6, 2)')
    .addColumn('pb_percentile', 'numeric(6, 2)')
    .execute();

  await db.schema
    .createTable('index_values')
    .addColumn('index_id', 'integer', (c) => c.notNull().references('market_indexes.id'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('close', 'numeric(14, 4)', (c) => c.notNull())
    .addColumn('pe', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('pb', 'numeric(10, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('index_values_pk', ['index_id', 'date'])
    .execute();

  await db.schema
    .createTable('sectors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('percent_day', 'numeric(10, 2)')
    .addColumn('percent_year', 'numeric(10, 2)')
    .execute();

  await db.schema
    .createTable('funds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('abbr_name', 'text', (c) => c.notNull())
    .addColumn('symbol_stype', 'smallint', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('fund_companies.id'))
    .addColumn('sector_id', 'integer', (c) => c.references('sectors.id'))
    .addColumn('index_id', 'integer', (c) => c.references('market_indexes.id'))
    .addColumn('list_status', 'smallint', (c) => c.notNull())
    .addColumn('estab_date', 'date', (c) => c.notNull())
    .addColumn('investment_risk', 'smallint', (c) => c.notNull())
    .addColumn('is_bao', 'boolean', (c) => c.notNull())
    .addColumn('allow_trade', 'boolean', (c) => c.notNull())
    .addColumn('allow_buy', 'boolean', (c) => c.notNull())
    .addColumn('allow_sell', 'boolean', (c) => c.notNull())
    .addColumn('allow_fixed', 'boolean', (c) => c.notNull())
    .addColumn('allow_subscribe', 'boolean', (c) => c.notNull())
    .addColumn('subscription_status', 'smallint', (c) => c.notNull())
    .addColumn('subscribe_start_at', 'timestamptz')
    .addColumn('subscribe_end_at', 'timestamptz')
    .addColumn('fare_ratio_buy', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('discount_rate_buy', 'numeric(6, 4)', (c) => c.notNull())
    .addColumn('fare_ratio_sell', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('discount_rate_sell', 'numeric(6, 4)', (c) => c.notNull())
    .addColumn('fare_ratio_subscribe', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('discount_rate_subscribe', 'numeric(6, 4)', (c) => c.notNull())
    .addColumn('amount_min_buy', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('amount_max_buy', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('amount_fixed_min', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('amount_fixed_max', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('amount_subscribe_min', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('amount_subscribe_max', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('shares_min_sell', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('shares_max_sell', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('shares_min', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('t_days_sell', 'smallint', (c) => c.notNull())
    .addColumn('charge_mode', 'smallint', (c) => c.notNull())
    .addColumn('manage_fare', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('trusteeship_fare', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('service_fare', 'numeric(8, 6)', (c) => c.notNull())
    .addColumn('div_type', 'smallint', (c) => c.notNull())
    .addColumn('notification', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('recommend_title', 'text', (c) => c.notNull())
    .addColumn('recommend_desc', 'text', (c) => c.notNull())
    .addColumn('recommend_score', 'integer')
    .addColumn('recommend_rank', 'integer')
    .addColumn('hot_rank', 'integer')
    .addColumn('total_capital', 'numeric(20, 2)', (c) => c.notNull())
    // The latest published values, kept on the row so lists sort and page without touching history.
    .addColumn('tradedate', 'date')
    .addColumn('net_value', 'numeric(12, 4)')
    .addColumn('net_cumulative', 'numeric(12, 4)')
    .addColumn('year_yld', 'numeric(8, 4)')
    .addColumn('tenthou_unit_incm', 'numeric(10, 4)')
    .addColumn('percent_day', 'numeric(10, 2)')
    .addColumn('percent_week', 'numeric(10, 2)')
    .addColumn('percent_month', 'numeric(10, 2)')
    .addColumn('percent_season', 'numeric(10, 2)')
    .addColumn('percent_six_month', 'numeric(10, 2)')
    .addColumn('percent_year', 'numeric(10, 2)')
    .addColumn('percent_two_year', 'numeric(10, 2)')
    .addColumn('percent_three_year', 'numeric(10, 2)')
    .execute();
  await db.schema.createIndex('funds_stype_idx').on('funds').column('symbol_stype').execute();
  await db.schema.createIndex('funds_company_idx').on('funds').column('company_id').execute();

  await db.schema
    .createTable('fund_navs')
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('net_value', 'numeric(12, 4)', (c) => c.notNull())
    .addColumn('net_cumulative', 'numeric(12, 4)', (c) => c.notNull())
    .addColumn('percent', 'numeric(10, 2)')
    .addColumn('year_yld', 'numeric(8, 4)')
    .addColumn('tenthou_unit_incm', 'numeric(10, 4)')
    .addPrimaryKeyConstraint('fund_navs_pk', ['fund_id', 'date'])
    .execute();

  await db.schema
    .createTable('fund_managers')
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
    .addColumn('manager_id', 'integer', (c) => c.notNull().references('managers.id'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addPrimaryKeyConstraint('fund_managers_pk', ['fund_id', 'manager_id'])
    .execute();
  await sql`create index fund_managers_manager_idx on fund_managers (manager_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['fund_managers', 'fund_navs', 'funds', 'sectors', 'index_values', 'market_indexes', 'managers', 'fund_companies', 'trading_days']) {
    await db.schema.dropTable(table).execute();
  }
}
