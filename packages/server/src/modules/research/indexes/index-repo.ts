// SQL of the indexes area: the market indexes and their daily close, PE and PB.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

export async function countIndexes(db: Kysely<DB>): Promise<number> {
  const total = await db.selectFrom('market_indexes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return total?.n ?? 0;
}

export async function listIndexes(db: Kysely<DB>, limit: number, offset: number) {
  return db.selectFrom('market_indexes').selectAll().orderBy('id').limit(limit).offset(offset).execute();
}

/** The indexes flagged as the market's (the home page shows them). */
export async function marketIndexes(db: Kysely<DB>) {
  return db.selectFrom('market_indexes').selectAll().where('is_market', '=', true).orderBy('id').execute();
}

export async function findIndexBySymbol(db: Kysely<DB>, symbol: string) {
  return db.selectFrom('market_indexes').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

/** The last `days` values of an index, newest first. */
export async function latestIndexValues(db: Kysely<DB>, indexId: number, days: number) {
  return db.selectFrom('index_values').select(['date', 'close', 'pe', 'pb']).where('index_id', '=', indexId).orderBy('date', 'desc').limit(days).execute();
}

/** Every close and PE of an index, oldest first. */
export async function indexCloseAndPe(db: Kysely<DB>, indexId: number) {
  return db.selectFrom('index_values').select(['date', 'close', 'pe']).where('index_id', '=', indexId).orderBy('date').execute();
}

/** Every index, cheapest PE percentile first. */
export async function indexesByPePercentile(db: Kysely<DB>) {
  return db.selectFrom('market_indexes').selectAll().orderBy('pe_percentile').orderBy('id').execute();
}

export async function allIndexes(db: Kysely<DB>) {
  return db.selectFrom('market_indexes').selectAll().orderBy('id').execute();
}
