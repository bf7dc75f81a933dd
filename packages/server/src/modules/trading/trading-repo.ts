// SQL of the trading area: funds by id, cards, holdings and orders.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { FundsTable } from '../../db/tables/market-tables';
import type { TradeOrdersTable } from '../../db/tables/trading-tables';

type Db = Kysely<DB> | Transaction<DB>;
export type FundRow = Selectable<FundsTable>;
export type OrderRow = Selectable<TradeOrdersTable>;

export function fundById(db: Db, id: number): Promise<FundRow | undefined> {
  return db.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function baoFund(db: Db): Promise<FundRow> {
  const row = await db.selectFrom('funds').selectAll().where('is_bao', '=', true).orderBy('id').limit(1).executeTakeFirst();
  if (!row) throw new Error('没有现金宝基金');
  return row;
}

export function holdingOf(db: Db, userId: number, fundId: number, cardId: number) {
  return db.selectFrom('holdings').selectAll().where('user_id', '=', userId).where('fund_id', '=', fundId).where('bank_card_id', '=', cardId).executeTakeFirst();
}

/** The holding, locked for this transaction (sells and cash-treasure payments). */
export function lockHolding(trx: Transaction<DB>, userId: number, fundId: number, cardId: number) {
  return trx.selectFrom('holdings').selectAll().where('user_id', '=', userId).where('fund_id', '=', fundId).where('bank_card_id', '=', cardId).forUpdate().executeTakeFirst();
}

export function ownOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('trade_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function lockOrder(trx: Transaction<DB>, id: number): Promise<OrderRow | undefined> {
  return trx.selectFrom('trade_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertOrder(trx: Db, values: Omit<OrderRow, 'id' | 'apply_at' | 'confirmed_at'> & { apply_at: string; confirmed_at: string | null }): Promise<number> {
  return (await trx.insertInto('trade_orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
