// SQL of the demo stock market: stocks with their sector, daily bars, the latest board of all stocks.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

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

/** A stock's block trades summed per day, newest first. */
export async function blockTradeDays(db: Kysely<DB>, stockId: number) {
  return db
    .selectFrom('block_trades')
    .select(['date', sql<number>`count(*)::int`.as('count'), sql<number>`sum(volume)::bigint`.as('volume'), sql<string>`sum(amount)`.as('amount'), sql<string>`round(avg(premium), 2)`.as('avg_premium')])
    .where('stock_id', '=', stockId)
    .groupBy('date')
    .orderBy('date', 'desc')
    .execute();
}

export async function countBlockTrades(db: Kysely<DB>, stockId: number): Promise<number> {
  const total = await db.selectFrom('block_trades').where('stock_id', '=', stockId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return total?.n ?? 0;
}

/** A page of a stock's block trades, newest first. */
export async function blockTradePage(db: Kysely<DB>, stockId: number, limit: number, offset: number) {
  return db
    .selectFrom('block_trades')
    .where('stock_id', '=', stockId)
    .select(['id', 'date', 'price', 'volume', 'amount', 'premium', 'buyer', 'seller'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function lastBlockTradeDay(db: Kysely<DB>): Promise<string | null> {
  const last = await db.selectFrom('block_trades').select(sql<string | null>`max(date)`.as('d')).executeTakeFirst();
  return last?.d ?? null;
}

/** The day's stocks by block-traded amount, with the day's close. */
export async function blockTradeTop(db: Kysely<DB>, date: string, limit: number) {
  return db
    .selectFrom('block_trades as b')
    .innerJoin('stocks as s', 's.id', 'b.stock_id')
    .innerJoin('stock_days as d', (j) => j.onRef('d.stock_id', '=', 'b.stock_id').onRef('d.date', '=', 'b.date'))
    .select(['s.symbol', 's.name as abbr_name', 'b.date', 'd.close', 'd.last_close'])
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`sum(b.volume)::bigint`.as('volume'), sql<string>`sum(b.amount)`.as('amount'), sql<string>`round(avg(b.premium), 2)`.as('avg_premium')])
    .where('b.date', '=', date)
    .groupBy(['s.symbol', 's.name', 'b.date', 'd.close', 'd.last_close'])
    .orderBy(sql`sum(b.amount)`, 'desc')
    .limit(limit)
    .execute();
}

/** The sectors of a fund's latest reported stocks, with the share of the fund in each. */
export async function fundSectorWeights(db: Kysely<DB>, fundId: number) {
  return db
    .selectFrom('fund_holdings as h')
    .innerJoin('stocks as s', 's.id', 'h.stock_id')
    .innerJoin('sectors', 'sectors.id', 's.sector_id')
    .select(['sectors.id', 'sectors.code', 'sectors.name', 'sectors.percent_day', 'sectors.percent_year'])
    .select((eb) => eb.fn.sum<string>('h.percent').as('percent'))
    .where('h.fund_id', '=', fundId)
    .where('h.report_date', '=', (eb) => eb.selectFrom('fund_holdings').select((e) => e.fn.max('report_date').as('d')).where('fund_id', '=', fundId))
    .groupBy(['sectors.id', 'sectors.code', 'sectors.name', 'sectors.percent_day', 'sectors.percent_year'])
    .orderBy('percent', 'desc')
    .execute();
}

export async function findSectorById(db: Kysely<DB>, id: number) {
  return db.selectFrom('sectors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first stocks of a sector by id. */
export async function sectorStocks(db: Kysely<DB>, sectorId: number, limit: number) {
  return db.selectFrom('stocks').select(['symbol', 'name as abbr_name']).where('sector_id', '=', sectorId).orderBy('id').limit(limit).execute();
}

/** Every stock but one, by id. */
export async function stocksExcept(db: Kysely<DB>, stockId: number) {
  return db.selectFrom('stocks').select(['symbol', 'name']).where('id', '!=', stockId).orderBy('id').execute();
}

/** Every index and every stock, symbol and name, by id. */
export async function allIndexNames(db: Kysely<DB>) {
  return db.selectFrom('market_indexes').select(['symbol', 'name']).orderBy('id').execute();
}

export async function allStockNames(db: Kysely<DB>) {
  return db.selectFrom('stocks').select(['symbol', 'name']).orderBy('id').execute();
}
