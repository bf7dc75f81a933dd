// SQL of the status feed: statuses by timeline, with authors, like and comment counts; comments; likes.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { offsetOf, type PageRequest } from '../../common/paging';

export interface StatusFilter {
  id?: number;
  userId?: number;
  portfolioId?: number;
  storeId?: number;
  category?: string;
  contentType?: string;
  symbol?: string;
  recommended?: boolean;
  /** Title or text contains this. */
  q?: string;
}

function filtered(db: Kysely<DB>, f: StatusFilter) {
  let q = db.selectFrom('statuses as s');
  if (f.id !== undefined) q = q.where('s.id', '=', f.id);
  if (f.userId !== undefined) q = q.where('s.user_id', '=', f.userId);
  if (f.portfolioId !== undefined) q = q.where('s.portfolio_id', '=', f.portfolioId);
  if (f.storeId !== undefined) q = q.where('s.store_id', '=', f.storeId);
  if (f.category !== undefined) q = q.where('s.category', '=', f.category);
  if (f.contentType !== undefined) q = q.where('s.content_type', '=', f.contentType);
  if (f.recommended) q = q.where('s.is_recommended', '=', true);
  if (f.symbol !== undefined) {
    const symbol = f.symbol;
    q = q.where((eb) => eb.exists(eb.selectFrom('status_symbols as ss').select('ss.status_id').whereRef('ss.status_id', '=', 's.id').where('ss.symbol', '=', symbol)));
  }
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('s.title', 'like', like), eb('s.text', 'like', like)]));
  }
  return q;
}

export async function countStatuses(db: Kysely<DB>, f: StatusFilter): Promise<number> {
  const row = await filtered(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

export async function listStatuses(db: Kysely<DB>, f: StatusFilter, page: PageRequest) {
  return filtered(db, f)
    .leftJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.username', 'u.avatar_file'])
    .select(sql<number>`(select count(*)::int from status_likes l where l.status_id = s.id)`.as('likes_count'))
    .select(sql<number>`(select count(*)::int from status_comments c where c.status_id = s.id)`.as('comments_count'))
    .orderBy('s.publish_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}
export type StatusRecord = Awaited<ReturnType<typeof listStatuses>>[number];

export async function statusSymbols(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('status_symbols').selectAll().where('status_id', 'in', ids).orderBy('symbol').execute();
}

export async function statusManagerIds(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('status_managers').selectAll().where('status_id', 'in', ids).execute();
}

export async function likedBy(db: Kysely<DB>, userId: number | null, ids: readonly number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db.selectFrom('status_likes').select('status_id').where('user_id', '=', userId).where('status_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.status_id));
}

/** The managers a status names, with their company name. */
export async function managersByIds(db: Kysely<DB>, ids: readonly number[]) {
  return db
    .selectFrom('managers')
    .innerJoin('fund_companies', 'fund_companies.id', 'managers.company_id')
    .selectAll('managers')
    .select('fund_companies.abbr_name as company_name')
    .where('managers.id', 'in', ids)
    .execute();
}

export async function countStatusView(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('statuses').set({ views_count: sql`views_count + 1` }).where('id', '=', id).execute();
}

export async function findStatusOwner(db: Kysely<DB>, id: number) {
  return db.selectFrom('statuses').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

export async function countComments(db: Kysely<DB>, statusId: number): Promise<number> {
  const total = await db.selectFrom('status_comments as c').where('c.status_id', '=', statusId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return total?.n ?? 0;
}

/** A page of a status's comments with their authors, newest first. */
export async function commentPage(db: Kysely<DB>, statusId: number, page: PageRequest) {
  return db
    .selectFrom('status_comments as c')
    .where('c.status_id', '=', statusId)
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.author_name', 'c.text', 'c.created_at', 'u.username', 'u.avatar_file'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}

function likers(db: Kysely<DB>, statusId: number) {
  return db.selectFrom('status_likes as l').innerJoin('users as u', 'u.id', 'l.user_id').where('l.status_id', '=', statusId);
}

export async function countLikes(db: Kysely<DB>, statusId: number): Promise<number> {
  const total = await likers(db, statusId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return total?.n ?? 0;
}

/** A page of the users who liked a status, latest like first. */
export async function likerPage(db: Kysely<DB>, statusId: number, page: PageRequest) {
  return likers(db, statusId).select(['u.id', 'u.username', 'u.avatar_file']).orderBy('l.created_at', 'desc').orderBy('u.id').limit(page.page_size).offset(offsetOf(page)).execute();
}

export async function insertLike(db: Kysely<DB>, statusId: number, userId: number, at: string): Promise<void> {
  await db.insertInto('status_likes').values({ status_id: statusId, user_id: userId, created_at: at }).onConflict((oc) => oc.columns(['status_id', 'user_id']).doNothing()).execute();
}

export async function deleteLike(db: Kysely<DB>, statusId: number, userId: number): Promise<void> {
  await db.deleteFrom('status_likes').where('status_id', '=', statusId).where('user_id', '=', userId).execute();
}

export async function usernameOf(db: Kysely<DB>, userId: number): Promise<string> {
  return (await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow()).username;
}

export interface NewStatusRow {
  userId: number;
  source: string;
  title: string;
  text: string;
  portfolioId: number | null;
  storeId: number | null;
  at: string;
}

/** A user's post (no medias, not recommended); answers its id. */
export async function insertUserPost(db: Kysely<DB>, s: NewStatusRow): Promise<number> {
  const row = await db
    .insertInto('statuses')
    .values({
      user_id: s.userId, source: s.source, title: s.title, text: s.text, content_type: 'post', category: 'user', tendency: 0, views_count: 0,
      is_recommended: false, portfolio_id: s.portfolioId, store_id: s.storeId, medias: '[]', publish_at: s.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStatusSymbols(db: Kysely<DB>, statusId: number, symbols: readonly string[]): Promise<void> {
  await db.insertInto('status_symbols').values(symbols.map((symbol) => ({ status_id: statusId, symbol }))).execute();
}

export async function deleteStatus(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('statuses').where('id', '=', id).execute();
}

/** Who owns a store (its timeline's only poster); undefined for no such store. */
export async function storeOwnerId(db: Kysely<DB>, storeId: number): Promise<number | undefined> {
  return (await db.selectFrom('stores').select('user_id').where('id', '=', storeId).executeTakeFirst())?.user_id;
}

export async function portfolioOwnerId(db: Kysely<DB>, portfolioId: number): Promise<number | null | undefined> {
  return (await db.selectFrom('portfolios').select('owner_user_id').where('id', '=', portfolioId).executeTakeFirst())?.owner_user_id;
}
