// SQL of the market overview: index valuations, fund averages, sectors with their PE, the day's fund moves.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

export async function indexValuation(db: Kysely<DB>, symbol: string) {
  return db.selectFrom('market_indexes').select(['pe', 'pe_percentile', 'tradedate']).where('symbol', '=', symbol).executeTakeFirst();
}

/** The average of a column over the funds of a subtype, to two places. */
export async function fundAverage(db: Kysely<DB>, column: 'percent_year' | 'year_yld', stype: number): Promise<string | null> {
  return (await db.selectFrom('funds').select(sql<string | null>`round(avg(${sql.ref(column)}), 2)`.as('v')).where('symbol_stype', '=', stype).executeTakeFirst())?.v ?? null;
}

/** Sectors (one, or all by id) with their stocks' earnings-weighted PE at the last close. */
export async function sectorsWithPe(db: Kysely<DB>, rootId: number | undefined) {
  let q = db
    .selectFrom('sectors')
    .leftJoin('stocks', 'stocks.sector_id', 'sectors.id')
    .select(['sectors.id', 'sectors.code', 'sectors.name', 'sectors.percent_day', 'sectors.percent_year'])
    .select(sql<string | null>`round(sum(stocks.total_shares * (select d.close from stock_days d where d.stock_id = stocks.id order by d.date desc limit 1)) / nullif(sum(stocks.total_shares * stocks.eps_ttm), 0), 2)`.as('pe'))
    .groupBy(['sectors.id', 'sectors.code', 'sectors.name', 'sectors.percent_day', 'sectors.percent_year'])
    .orderBy('sectors.id');
  if (rootId !== undefined) q = q.where('sectors.id', '=', rootId);
  return q.execute();
}

/** The indexes flagged as the market's. */
export async function marketIndexRows(db: Kysely<DB>) {
  return db.selectFrom('market_indexes').selectAll().where('is_market', '=', true).orderBy('id').execute();
}

/** Sectors by the day's move, best first. */
export async function sectorsByDayMove(db: Kysely<DB>) {
  return db.selectFrom('sectors').select(['id', 'code', 'name', 'percent_day', 'percent_year']).orderBy('percent_day', 'desc').orderBy('id').execute();
}

/** Every fund's move of the day, where it has one. */
export async function fundDayMoves(db: Kysely<DB>) {
  return db.selectFrom('funds').select('percent_day').where('percent_day', 'is not', null).execute();
}
