// SQL of followed symbols: a user's follows by symbol type, follow and unfollow.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** The symbols a user follows among the given symbol types, newest follow first. */
export async function followedSymbols(db: Kysely<DB>, userId: number, types: readonly number[]) {
  return db.selectFrom('symbol_follows').select('symbol').where('user_id', '=', userId).where('symbol_type', 'in', types).orderBy('created_at', 'desc').orderBy('symbol').execute();
}

export async function insertSymbolFollow(db: Kysely<DB>, userId: number, symbol: string, symbolType: number, at: string): Promise<void> {
  await db
    .insertInto('symbol_follows')
    .values({ user_id: userId, symbol, symbol_type: symbolType, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'symbol']).doNothing())
    .execute();
}

export async function deleteSymbolFollow(db: Kysely<DB>, userId: number, symbol: string): Promise<void> {
  await db.deleteFrom('symbol_follows').where('user_id', '=', userId).where('symbol', '=', symbol).execute();
}
