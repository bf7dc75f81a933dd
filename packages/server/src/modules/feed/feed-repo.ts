// SQL of the status feed: statuses by timeline, with authors, like and comment counts; comments; likes.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { offsetOf, type PageRequest } from '../common/paging';

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
