// SQL of the demo stock market: stocks with their sector, daily bars, the latest board of all stocks.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

export async function findStock(db: Kysely<DB>, symbol: string) {
  return db
    .selectFrom('stocks')
    .leftJoin('sectors', 'sectors.id', 'stocks.sector_id')
    .selectAll('stocks')
    .select(['sectors.name as sector_name', 'sectors.code as sector_code'])
    .where('stocks.symbol', '=', symbol)
    .executeTakeFirst();
}
export type StockRecord = NonNullable<Awaited<ReturnType<typeof findStock>>>;

/** The newest `count` bars, newest first. */
export async function latestDays(db: Kysely<DB>, stockId: number, count: number) {
  return db.selectFrom('stock_days').selectAll().where('stock_id', '=', stockId).orderBy('date', 'desc').limit(count).execute();
}
export type StockDay = Awaited<ReturnType<typeof latestDays>>[number];

export async function latestStockDate(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom('stock_days').select(sql<string | null>`max(date)`.as('d')).executeTakeFirst();
  return row?.d ?? null;
}

/** Every stock with its bar of the latest day: breadth, constituents, factors and lists read from it. */
export async function stockBoard(db: Kysely<DB>) {
  const date = await latestStockDate(db);
  return db
    .selectFrom('stocks')
    .innerJoin('stock_days', 'stock_days.stock_id', 'stocks.id')
    .leftJoin('sectors', 'sectors.id', 'stocks.sector_id')
    .selectAll('stocks')
    .select(['stock_days.date', 'stock_days.open', 'stock_days.high', 'stock_days.low', 'stock_days.close', 'stock_days.last_close', 'stock_days.volume', 'stock_days.amount'])
    .select(['sectors.name as sector_name', 'sectors.code as sector_code'])
    .where('stock_days.date', '=', date ?? '1970-01-01')
    .orderBy('stocks.id')
    .execute();
}
export type BoardRow = Awaited<ReturnType<typeof stockBoard>>[number];

export async function findIndex(db: Kysely<DB>, symbol: string) {
  return db.selectFrom('market_indexes').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

/** Index closes, newest first. */
export async function indexCloses(db: Kysely<DB>, indexId: number, count: number) {
  return db.selectFrom('index_values').select(['date', 'close', 'pe', 'pb']).where('index_id', '=', indexId).orderBy('date', 'desc').limit(count).execute();
}

/** Fund NAVs as closes, newest first. */
export async function fundCloses(db: Kysely<DB>, fundId: number, count: number) {
  const rows = await db.selectFrom('fund_navs').select(['date', 'net_value']).where('fund_id', '=', fundId).orderBy('date', 'desc').limit(count).execute();
  return rows.map((r) => ({ date: r.date, close: r.net_value }));
}
