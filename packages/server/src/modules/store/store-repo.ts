// SQL of the advisor store: applications and reviews, stores, likes (following), the owner's portfolio
// order, social bindings, and what holders keep in a store's portfolios.
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { offsetOf, type PageRequest } from '../common/paging';
import type { PortfolioRow } from '../portfolio/catalog-repo';

type Db = Kysely<DB> | Transaction<DB>;

// ---- applications

export function applyOfUser(db: Db, userId: number) {
  return db.selectFrom('store_applies').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function applyById(db: Db, id: number) {
  return db.selectFrom('store_applies').selectAll().where('id', '=', id).executeTakeFirst();
}
export type ApplyRow = NonNullable<Awaited<ReturnType<typeof applyById>>>;

export interface ApplyFields {
  name: string;
  introduction: string;
  avatar: string;
  qualification_no: string;
}

/** A first application, or a rejected one sent again: back to review with the new form. */
export async function upsertApply(trx: Db, userId: number, form: ApplyFields, status: number, at: string): Promise<void> {
  const { name, introduction, avatar, qualification_no } = form;
  const values = { name, introduction, avatar, qualification_no, status, reject_reason: null, applied_at: at, reviewed_at: null, reviewer_user_id: null };
  await trx
    .insertInto('store_applies')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function setReview(trx: Db, id: number, status: number, reason: string | null, reviewerId: number | null, at: string): Promise<void> {
  await trx.updateTable('store_applies').set({ status, reject_reason: reason, reviewed_at: at, reviewer_user_id: reviewerId }).where('id', '=', id).execute();
}

export async function appliesInStatus(db: Db, status: number, page: PageRequest) {
  const base = db.selectFrom('store_applies as a').where('a.status', '=', status);
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  const rows = await base
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select(['u.username', 'u.avatar_file'])
    .orderBy('a.applied_at')
    .orderBy('a.id')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
  return { total: total?.n ?? 0, rows };
}

export function userBrief(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'avatar_file']).where('id', '=', userId).executeTakeFirstOrThrow();
}

// ---- stores

function storesWithOwner(db: Db) {
  return db.selectFrom('stores as s').innerJoin('users as u', 'u.id', 's.user_id').selectAll('s').select(['u.username', 'u.avatar_file']);
}

export function storeById(db: Db, id: number) {
  return storesWithOwner(db).where('s.id', '=', id).executeTakeFirst();
}
export type StoreRecord = NonNullable<Awaited<ReturnType<typeof storeById>>>;

export function storeOfUser(db: Db, userId: number) {
  return storesWithOwner(db).where('s.user_id', '=', userId).executeTakeFirst();
}

export async function insertStore(trx: Db, userId: number, form: ApplyFields, at: string): Promise<number> {
  const row = await trx
    .insertInto('stores')
    .values({ user_id: userId, name: form.name, description: form.introduction, avatar: form.avatar, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ name: form.name, description: form.introduction, avatar: form.avatar, updated_at: at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Users who own portfolios but have no store (owner-made portfolios seeded before a store was). */
export async function portfolioOwnersWithoutStore(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('portfolios as p')
    .select('p.owner_user_id')
    .distinct()
    .where('p.owner_user_id', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('stores as s').select('s.id').whereRef('s.user_id', '=', 'p.owner_user_id'))))
    .execute();
  return rows.flatMap((r) => (r.owner_user_id === null ? [] : [r.owner_user_id]));
}

export async function updateStore(db: Db, id: number, fields: { description: string; name?: string; avatar?: string }, at: string): Promise<void> {
  await db.updateTable('stores').set({ ...fields, updated_at: at }).where('id', '=', id).execute();
}

export interface StoreFigures {
  likes_count: number;
  portfolios_count: number;
  holders_count: number;
  /** NUMERIC text, 2 places. */
  worth: string;
}

/** Likes, portfolios, and what holders keep in the owner's portfolios at each fund's latest NAV. */
export async function storeFigures(db: Db, storeId: number, ownerId: number): Promise<StoreFigures> {
  const r = await sql<StoreFigures>`select
      (select count(*)::int from store_likes l where l.store_id = ${storeId}) as likes_count,
      (select count(*)::int from portfolios p where p.owner_user_id = ${ownerId}) as portfolios_count,
      (select count(distinct h.user_id)::int from holdings h join portfolios p on p.id = h.portfolio_id
        where p.owner_user_id = ${ownerId} and h.shares > 0) as holders_count,
      (select coalesce(round(sum(h.shares * coalesce(f.net_value, 1)), 2), 0)::numeric(20, 2)::text
        from holdings h join portfolios p on p.id = h.portfolio_id join funds f on f.id = h.fund_id
        where p.owner_user_id = ${ownerId} and h.shares > 0) as worth`.execute(db);
  const row = r.rows[0];
  return row ?? { likes_count: 0, portfolios_count: 0, holders_count: 0, worth: '0.00' };
}

export interface PortfolioHolding {
  portfolio_id: number;
  holders_count: number;
  worth: string;
}

export async function portfolioHoldings(db: Db, portfolioIds: readonly number[]): Promise<PortfolioHolding[]> {
  if (portfolioIds.length === 0) return [];
  const r = await sql<PortfolioHolding>`select h.portfolio_id, count(distinct h.user_id)::int as holders_count,
      round(sum(h.shares * coalesce(f.net_value, 1)), 2)::numeric(20, 2)::text as worth
    from holdings h join funds f on f.id = h.fund_id
    where h.portfolio_id = any(${[...portfolioIds]}::int[]) and h.shares > 0
    group by h.portfolio_id`.execute(db);
  return r.rows;
}

// ---- likes (following a store)

export async function setLike(db: Db, storeId: number, userId: number, like: boolean, at: string): Promise<void> {
  if (like) await db.insertInto('store_likes').values({ store_id: storeId, user_id: userId, created_at: at }).onConflict((oc) => oc.columns(['store_id', 'user_id']).doNothing()).execute();
  else await db.deleteFrom('store_likes').where('store_id', '=', storeId).where('user_id', '=', userId).execute();
}

export async function likes(db: Db, storeId: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db.selectFrom('store_likes').select('user_id').where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function likedStores(db: Db, userId: number, page: PageRequest) {
  const total = await db.selectFrom('store_likes').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirst();
  const rows = await storesWithOwner(db)
    .innerJoin('store_likes as l', 'l.store_id', 's.id')
    .where('l.user_id', '=', userId)
    .orderBy('l.created_at', 'desc')
    .orderBy('s.id')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
  return { total: total?.n ?? 0, rows };
}

// ---- the store's portfolios

export interface StorePortfolioRow extends PortfolioRow {
  store_id: number;
  /** The owner's place for it; null until the owner sorts. */
  sort_order: number | null;
}

/** Portfolios owned by store owners: the owner's order first (unsorted ones after, oldest first). */
function storePortfolioQuery(db: Db) {
  return db
    .selectFrom('portfolios as p')
    .innerJoin('stores as s', 's.user_id', 'p.owner_user_id')
    .leftJoin('store_portfolio_order as o', (j) => j.onRef('o.store_id', '=', 's.id').onRef('o.portfolio_id', '=', 'p.id'))
    .selectAll('p')
    .select(['s.id as store_id', 'o.position as sort_order']);
}

export function portfoliosOfStore(db: Db, storeId: number): Promise<StorePortfolioRow[]> {
  return storePortfolioQuery(db).where('s.id', '=', storeId).orderBy(sql`o.position asc nulls last`).orderBy('p.id').execute();
}

export async function storePortfolioPage(db: Db, storeId: number | undefined, page: PageRequest): Promise<{ total: number; rows: StorePortfolioRow[] }> {
  const count = db.selectFrom('portfolios as p').innerJoin('stores as s', 's.user_id', 'p.owner_user_id').select(sql<number>`count(*)::int`.as('n'));
  const total = await (storeId === undefined ? count : count.where('s.id', '=', storeId)).executeTakeFirst();
  const q = storePortfolioQuery(db);
  const rows = await (storeId === undefined ? q : q.where('s.id', '=', storeId)).orderBy('s.id').orderBy(sql`o.position asc nulls last`).orderBy('p.id').limit(page.page_size).offset(offsetOf(page)).execute();
  return { total: total?.n ?? 0, rows };
}

export function storePortfolioById(db: Db, portfolioId: number): Promise<StorePortfolioRow | undefined> {
  return storePortfolioQuery(db).where('p.id', '=', portfolioId).executeTakeFirst();
}

/** Store portfolios most followed first. */
export async function recommendedStorePortfolios(db: Db, page: PageRequest): Promise<{ total: number; rows: StorePortfolioRow[] }> {
  const total = await db.selectFrom('portfolios as p').innerJoin('stores as s', 's.user_id', 'p.owner_user_id').select(sql<number>`count(*)::int`.as('n')).where('p.allow_trade', '=', true).executeTakeFirst();
  const rows = await storePortfolioQuery(db).where('p.allow_trade', '=', true).orderBy('p.followers_count', 'desc').orderBy('p.id').limit(page.page_size).offset(offsetOf(page)).execute();
  return { total: total?.n ?? 0, rows };
}

export async function replaceOrder(trx: Db, storeId: number, portfolioIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('store_portfolio_order').where('store_id', '=', storeId).execute();
  await trx.insertInto('store_portfolio_order').values(portfolioIds.map((portfolio_id, position) => ({ store_id: storeId, portfolio_id, position }))).execute();
}

// ---- social bindings

export function bindingsOf(db: Db, storeId: number) {
  return db.selectFrom('store_social_bindings').selectAll().where('store_id', '=', storeId).orderBy('provider').execute();
}

export async function setBinding(db: Db, storeId: number, provider: string, account: string, at: string): Promise<void> {
  if (account === '') {
    await db.deleteFrom('store_social_bindings').where('store_id', '=', storeId).where('provider', '=', provider).execute();
    return;
  }
  await db
    .insertInto('store_social_bindings')
    .values({ store_id: storeId, provider, account, updated_at: at })
    .onConflict((oc) => oc.columns(['store_id', 'provider']).doUpdateSet({ account, updated_at: at }))
    .execute();
}
