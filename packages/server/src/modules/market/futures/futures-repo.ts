// SQL of the futures pages: the catalogue (products, NAVs, reviews, instruments) and users' linked
// accounts with their positions and daily income.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { FuturesAccountDaysTable, FuturesPositionsTable } from '../../../db/tables/futures-tables';

const productColumns = ['p.id', 'p.name', 'p.product_type', 'p.manager', 'p.strategy', 'p.description', 'p.risk_level', 'p.min_amount', 'p.annual_return', 'p.max_drawdown', 'p.launched_on'] as const;

function productsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('futures_products as p')
    .select(productColumns)
    .select((eb) => [
      eb.selectFrom('futures_product_navs as n').select('n.net_value').whereRef('n.product_id', '=', 'p.id').orderBy('n.date', 'desc').limit(1).as('net_value'),
      eb.selectFrom('futures_product_navs as n').select('n.date').whereRef('n.product_id', '=', 'p.id').orderBy('n.date', 'desc').limit(1).as('net_value_date'),
      eb.selectFrom('futures_product_reviews as r').select((r) => r.fn.countAll<number>().as('c')).whereRef('r.product_id', '=', 'p.id').as('review_count'),
    ]);
}


export async function listProducts(db: Kysely<DB>, productType: string | undefined) {
  let q = productsQuery(db);
  if (productType !== undefined) q = q.where('p.product_type', '=', productType);
  return q.orderBy('p.id').execute();
}

export async function findProduct(db: Kysely<DB>, id: number) {
  return productsQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export async function productNavs(db: Kysely<DB>, productId: number) {
  return db.selectFrom('futures_product_navs').select(['date', 'net_value']).where('product_id', '=', productId).orderBy('date').execute();
}

export async function countReviews(db: Kysely<DB>, productId: number | undefined): Promise<number> {
  let q = db.selectFrom('futures_product_reviews').select((eb) => eb.fn.countAll<number>().as('c'));
  if (productId !== undefined) q = q.where('product_id', '=', productId);
  return Number((await q.executeTakeFirstOrThrow()).c);
}

export async function listReviews(db: Kysely<DB>, productId: number | undefined, offset: number, limit: number) {
  let q = db
    .selectFrom('futures_product_reviews as r')
    .innerJoin('futures_products as p', 'p.id', 'r.product_id')
    .select(['r.id', 'r.product_id', 'p.name as product_name', 'r.author', 'r.rating', 'r.title', 'r.content', 'r.published_on']);
  if (productId !== undefined) q = q.where('r.product_id', '=', productId);
  return q.orderBy('r.published_on', 'desc').orderBy('r.id', 'desc').offset(offset).limit(limit).execute();
}

const instrumentColumns = ['id', 'symbol', 'name', 'exchange', 'multiplier', 'price_unit', 'tradedate', 'prev_settle', 'open', 'high', 'low', 'last_price', 'volume', 'open_interest'] as const;

export async function findInstrumentById(db: Kysely<DB>, id: number) {
  return db.selectFrom('futures_instruments').select(instrumentColumns).where('id', '=', id).executeTakeFirst();
}

export async function findInstrumentBySymbol(db: Kysely<DB>, symbol: string) {
  return db.selectFrom('futures_instruments').select(instrumentColumns).where((eb) => eb(eb.fn('lower', ['symbol']), '=', symbol.toLowerCase())).executeTakeFirst();
}

export async function instrumentIdsBySymbol(db: Kysely<DB>, symbols: readonly string[]) {
  if (symbols.length === 0) return [];
  return db.selectFrom('futures_instruments').select(['id', 'symbol']).where('symbol', 'in', symbols).execute();
}

const accountColumns = ['id', 'broker_name', 'account_tail', 'is_default', 'status', 'opening_balance', 'linked_at'] as const;

export async function userAccounts(db: Kysely<DB>, userId: number) {
  return db.selectFrom('futures_accounts').select(accountColumns).where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute();
}

export async function userAccount(db: Kysely<DB>, userId: number, accountId: number) {
  return db.selectFrom('futures_accounts').select(accountColumns).where('user_id', '=', userId).where('id', '=', accountId).executeTakeFirst();
}

export async function hasAnyAccount(db: Kysely<DB>, userId: number): Promise<boolean> {
  return (await db.selectFrom('futures_accounts').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

/** Locks the user's accounts, so two default switches run one after the other. */
export async function lockUserAccounts(db: Kysely<DB>, userId: number): Promise<void> {
  await db.selectFrom('futures_accounts').select('id').where('user_id', '=', userId).forUpdate().execute();
}

export async function setDefaultAccount(db: Kysely<DB>, userId: number, accountId: number): Promise<void> {
  await db.updateTable('futures_accounts').set({ is_default: false }).where('user_id', '=', userId).where('id', '!=', accountId).where('is_default', '=', true).execute();
  await db.updateTable('futures_accounts').set({ is_default: true }).where('user_id', '=', userId).where('id', '=', accountId).execute();
}

export async function insertAccount(db: Kysely<DB>, row: { user_id: number; broker_name: string; account_tail: string; is_default: boolean; status: number; opening_balance: string; linked_at: string }): Promise<number | undefined> {
  const inserted = await db
    .insertInto('futures_accounts')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'broker_name', 'account_tail']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function insertPositions(db: Kysely<DB>, rows: Insertable<FuturesPositionsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('futures_positions').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

export async function insertAccountDays(db: Kysely<DB>, rows: Insertable<FuturesAccountDaysTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('futures_account_days').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

export async function accountPositions(db: Kysely<DB>, accountId: number) {
  return db
    .selectFrom('futures_positions as x')
    .innerJoin('futures_instruments as i', 'i.id', 'x.instrument_id')
    .select(['x.instrument_id', 'i.symbol', 'i.name', 'x.direction', 'x.lots', 'i.multiplier', 'i.prev_settle', 'i.last_price', 'i.tradedate'])
    .where('x.account_id', '=', accountId)
    .orderBy('x.instrument_id')
    .orderBy('x.direction')
    .execute();
}

/** The account's last `limit` days, oldest first. */
export async function accountDays(db: Kysely<DB>, accountId: number, limit: number) {
  const rows = await db.selectFrom('futures_account_days').select(['date', 'profit', 'balance']).where('account_id', '=', accountId).orderBy('date', 'desc').limit(limit).execute();
  return rows.reverse();
}

export async function accountProfitSum(db: Kysely<DB>, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('futures_account_days')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('profit'), eb.val('0')).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return String(row.total);
}

export async function latestAccountDay(db: Kysely<DB>, accountId: number) {
  return db.selectFrom('futures_account_days').select(['date', 'balance']).where('account_id', '=', accountId).orderBy('date', 'desc').limit(1).executeTakeFirst();
}

/** The trading days before `today`, the last `limit` of them, oldest first. */
export async function tradingDaysBefore(db: Kysely<DB>, today: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('trading_days').select('date').where('date', '<', today).orderBy('date', 'desc').limit(limit).execute();
  return rows.map((r) => r.date).reverse();
}
