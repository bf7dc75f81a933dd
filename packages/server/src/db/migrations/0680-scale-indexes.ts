import { type Kysely, sql } from 'kysely';
import { TradeStatus } from '@fund/core/trade';

// For a market of 20,000 funds and a million orders (npm run bench:scale, README figures):
// - each fund list sort walks an index (figure desc, nulls last, then id, as listFunds orders) instead
//   of sorting every fund per page;
// - settlement claims entrusted orders by id through a partial index that holds only them, where the
//   (status, confirm_date) index made every batch of 50 re-sort all the day's open orders.
// Plain B-trees: the same on PGlite and PostgreSQL.
const SORTED = ['percent_day', 'percent_week', 'percent_month', 'percent_season', 'percent_six_month', 'percent_year', 'percent_two_year', 'percent_three_year',
  'net_value', 'year_yld', 'tenthou_unit_incm', 'total_capital', 'estab_date'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SORTED) await sql`create index ${sql.id(`funds_${column}_sort_idx`)} on funds (${sql.id(column)} desc nulls last, id)`.execute(db);
  await sql`create index trade_orders_entrusted_idx on trade_orders (id) where status = ${sql.lit(TradeStatus.EntrustSucceed)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists trade_orders_entrusted_idx`.execute(db);
  for (const column of SORTED) await sql`drop index if exists ${sql.id(`funds_${column}_sort_idx`)}`.execute(db);
}
