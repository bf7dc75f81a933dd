// Block trades: a stock's daily summary and its paged records, and the day's top stocks by amount.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { asJsonList, percentOf } from '../common/json';
import { offsetOf, type PageRequest, toPage } from '../common/paging';
import { resolveSymbol } from './symbol-resolver';

const DAILY_TOP = 10;

export async function blockTradesDaily(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.JsonObject[]> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return [];
  const rows = await db
    .selectFrom('block_trades')
    .select(['date', sql<number>`count(*)::int`.as('count'), sql<number>`sum(volume)::bigint`.as('volume'), sql<string>`sum(amount)`.as('amount'), sql<string>`round(avg(premium), 2)`.as('avg_premium')])
    .where('stock_id', '=', r.stock.id)
    .groupBy('date')
    .orderBy('date', 'desc')
    .execute();
  return asJsonList(rows);
}

export async function blockTradesRecord(db: Kysely<DB>, symbol: string | undefined, page: PageRequest): Promise<Wire.Page<Wire.JsonObject>> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return toPage(page, 0, []);
  const base = db.selectFrom('block_trades').where('stock_id', '=', r.stock.id);
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'date', 'price', 'volume', 'amount', 'premium', 'buyer', 'seller'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
  return toPage(page, total?.n ?? 0, asJsonList(rows));
}

/** The latest day with block trades: its stocks by traded amount, with the day's close and move. */
export async function dailyTop(db: Kysely<DB>): Promise<Wire.JsonObject[]> {
  const last = await db.selectFrom('block_trades').select(sql<string | null>`max(date)`.as('d')).executeTakeFirst();
  if (!last?.d) return [];
  const rows = await db
    .selectFrom('block_trades as b')
    .innerJoin('stocks as s', 's.id', 'b.stock_id')
    .innerJoin('stock_days as d', (j) => j.onRef('d.stock_id', '=', 'b.stock_id').onRef('d.date', '=', 'b.date'))
    .select(['s.symbol', 's.name as abbr_name', 'b.date', 'd.close', 'd.last_close'])
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`sum(b.volume)::bigint`.as('volume'), sql<string>`sum(b.amount)`.as('amount'), sql<string>`round(avg(b.premium), 2)`.as('avg_premium')])
    .where('b.date', '=', last.d)
    .groupBy(['s.symbol', 's.name', 'b.date', 'd.close', 'd.last_close'])
    .orderBy(sql`sum(b.amount)`, 'desc')
    .limit(DAILY_TOP)
    .execute();
  return asJsonList(rows.map((row) => ({ ...row, percentage: percentOf(row.close, row.last_close) })));
}
