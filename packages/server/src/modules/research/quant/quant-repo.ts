// SQL of the quant reads: recent stock bars, fund figures, sectors, strategy bars, the benchmark, subscriptions.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** The last `count` dates with stock bars, newest first. */
export async function recentBarDates(db: Kysely<DB>, count: number) {
  return db.selectFrom('stock_days').select('date').distinct().orderBy('date', 'desc').limit(count).execute();
}

/** Every stock bar from `from`, oldest first. */
export async function stockBarsFrom(db: Kysely<DB>, from: string) {
  return db.selectFrom('stock_days').select(['stock_id', 'date', 'close', 'last_close', 'volume']).where('date', '>=', from).orderBy('date').execute();
}

/** Every fund's figures the fund factors read. */
export async function fundFigures(db: Kysely<DB>) {
  return db.selectFrom('funds').select(['symbol', 'abbr_name', 'sector_id', 'percent_month', 'percent_year', 'percent_three_year', 'recommend_score', 'total_capital']).execute();
}

export async function allSectors(db: Kysely<DB>) {
  return db.selectFrom('sectors').selectAll().orderBy('id').execute();
}

/** The trading day `days` trading days back from the last stock bar (counting it). */
export async function tradingDayBackFromLastBar(db: Kysely<DB>, days: number) {
  return db.selectFrom('trading_days').select('date').where('date', '<=', (eb) => eb.selectFrom('stock_days').select((e) => e.fn.max('date').as('d'))).orderBy('date', 'desc').offset(days - 1).limit(1).executeTakeFirst();
}

export async function stockIdsOf(db: Kysely<DB>, symbols: readonly string[]) {
  return db.selectFrom('stocks').select('id').where('symbol', 'in', symbols.length > 0 ? symbols : ['']).execute();
}

/** The bars of the given stocks from `from`. */
export async function barsOfStocks(db: Kysely<DB>, stockIds: readonly number[], from: string) {
  return db
    .selectFrom('stock_days as d')
    .select(['d.date', 'd.close', 'd.last_close'])
    .where('d.stock_id', 'in', stockIds.length > 0 ? stockIds : [0])
    .where('d.date', '>=', from)
    .execute();
}

/** An index's closes from `from`. */
export async function indexClosesSince(db: Kysely<DB>, symbol: string, from: string) {
  return db.selectFrom('index_values as v').innerJoin('market_indexes as m', 'm.id', 'v.index_id').select(['v.date', 'v.close']).where('m.symbol', '=', symbol).where('v.date', '>=', from).execute();
}

export async function insertQuantSubscription(db: Kysely<DB>, userId: number, code: string, at: string): Promise<void> {
  await db.insertInto('quant_subscriptions').values({ user_id: userId, code, created_at: at }).onConflict((oc) => oc.columns(['user_id', 'code']).doNothing()).execute();
}
