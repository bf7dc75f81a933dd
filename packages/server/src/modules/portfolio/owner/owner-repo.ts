// SQL of owner-made portfolios: the funds an owner may pick, name uniqueness, the portfolio row, its
// share settings and its position adjustments (migration 0610).
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { StoreApplyStatus, isStoreApplyStatus } from '@fund/core/store';
import type { DB } from '../../../db/schema';
import type { PortfoliosTable } from '../../../db/tables/portfolio-tables';

type Db = Kysely<DB> | Transaction<DB>;

const FUND_FACTS = ['id', 'symbol', 'abbr_name', 'symbol_stype', 'investment_risk', 'amount_min_buy', 'allow_trade', 'allow_buy', 'allow_sell', 'is_bao', 'fare_ratio_buy', 'discount_rate_buy', 'fare_ratio_sell', 'net_value', 'percent_year'] as const;

export function fundsBySymbols(db: Db, symbols: readonly string[]) {
  if (symbols.length === 0) return Promise.resolve([]);
  return db.selectFrom('funds').select(FUND_FACTS).where('symbol', 'in', symbols).execute();
}

export function fundsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('funds').select(FUND_FACTS).where('id', 'in', ids).execute();
}

export interface CandidateQuery {
  q?: string;
  type?: number;
  offset: number;
  limit: number;
}

/** Tradable funds matching the search (symbol prefix or name), of one subtype when asked; by symbol. */
export async function fundCandidates(db: Kysely<DB>, query: CandidateQuery) {
  let base = db.selectFrom('funds').where('allow_trade', '=', true);
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('symbol', 'like', `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), eb('abbr_name', 'like', like)]));
  }
  if (query.type !== undefined) base = base.where('symbol_stype', '=', query.type);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    base.select(FUND_FACTS).orderBy('symbol').offset(query.offset).limit(query.limit).execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

/** Whether another portfolio has the name (compared trimmed and case-blind). */
export async function nameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('portfolios').select('id').where(sql<string>`lower(trim(name))`, '=', name.trim().toLowerCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPortfolio(trx: Transaction<DB>, values: Insertable<PortfoliosTable>): Promise<number> {
  const row = await trx.insertInto('portfolios').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePortfolio(trx: Db, id: number, patch: Updateable<PortfoliosTable>): Promise<void> {
  await trx.updateTable('portfolios').set(patch).where('id', '=', id).execute();
}

export async function usernameOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username ?? '';
}

/** Records the adjustment effective on a day; one made earlier for the same day is replaced. */
export async function upsertAdjustment(trx: Transaction<DB>, row: { portfolio_id: number; user_id: number | null; effective_from: string; description: string; created_at: string }): Promise<number> {
  const saved = await trx
    .insertInto('portfolio_adjustments')
    .values(row)
    .onConflict((oc) => oc.columns(['portfolio_id', 'effective_from']).doUpdateSet({ user_id: row.user_id, description: row.description, created_at: row.created_at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

export function adjustmentById(db: Db, id: number) {
  return db.selectFrom('portfolio_adjustments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function adjustmentsOf(db: Kysely<DB>, portfolioId: number, offset: number, limit: number) {
  const base = db.selectFrom('portfolio_adjustments').where('portfolio_id', '=', portfolioId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    base.selectAll().orderBy('effective_from', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

/** The days a portfolio's target changed after its first set, with whether an adjustment row says so. */
export function targetChangeDays(db: Db, portfolioId: number) {
  return db
    .selectFrom('portfolio_positions')
    .select('effective_from')
    .distinct()
    .where('portfolio_id', '=', portfolioId)
    .orderBy('effective_from')
    .execute();
}

/** Portfolios with more than one target set, for the seed's adjustment records. */
export function portfolioIds(db: Db) {
  return db.selectFrom('portfolios').select(['id', 'owner_user_id']).orderBy('id').execute();
}

/** Where the user's store stands: an open store counts as approved (demo stores are seeded without an application). */
export async function storeApplyStatusOf(db: Kysely<DB>, userId: number): Promise<StoreApplyStatus> {
  const store = await db.selectFrom('stores').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (store) return StoreApplyStatus.Success;
  const apply = await db.selectFrom('store_applies').select('status').where('user_id', '=', userId).executeTakeFirst();
  return apply && isStoreApplyStatus(apply.status) ? apply.status : StoreApplyStatus.NotApplied;
}

/**
 * The adjustment's post on the owner's store timeline (none without a store): one per adjustment, rewritten when
 * a second adjustment the same day replaces the pending one.
 */
export async function postAdjustment(trx: Db, p: { userId: number; adjustmentId: number; portfolioId: number; title: string; text: string; at: string }): Promise<void> {
  const store = await trx.selectFrom('stores').select('id').where('user_id', '=', p.userId).executeTakeFirst();
  if (!store) return;
  const { username } = await trx.selectFrom('users').select('username').where('id', '=', p.userId).executeTakeFirstOrThrow();
  await trx
    .insertInto('statuses')
    .values({
      user_id: p.userId, source: username, title: p.title, text: p.text, content_type: 'post', category: 'user', tendency: 0, views_count: 0,
      is_recommended: false, portfolio_id: p.portfolioId, store_id: store.id, position_adjustment_id: p.adjustmentId, medias: '[]', publish_at: p.at,
    })
    .onConflict((oc) => oc.column('position_adjustment_id').doUpdateSet({ text: p.text, publish_at: p.at }))
    .execute();
}
