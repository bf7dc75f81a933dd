// The status feed: a status (its views counted), comments, likes, timelines by portfolio, symbol,
// user, category and store, the recommended headlines, search, and a user's own posts and likes.
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { detailError, validationFailed } from '../../../http/api-error';
import { avatarUrls } from '../../account/avatar/avatar-store';
import { iso } from '../../account/auth/timestamps';
import { noData } from '../../common/not-found';
import { type PageRequest, toPage } from '../../common/paging';
import { resolveSymbol } from '../../market/stocks/symbol-resolver';
import { authorOf, type StatusAnswer, toStatuses } from './feed-mapper';
import * as repo from './feed-repo';

export const FEED_CATEGORIES = ['news', 'market', 'fund', 'stock', 'manager', 'video', 'user'] as const;
export const FEED_MESSAGES = {
  badCategory: '不支持的资讯分类',
  emptyText: '内容不能为空',
  badSymbol: '代码不存在',
  notOwner: '只能删除自己发布的内容',
  notPortfolioOfStore: '只能关联自己小店的组合',
} as const;

/**
 * A post on a store's timeline is the owner's: anyone else posting there is told the store does not exist.
 * A portfolio it attaches must be one of the owner's.
 */
async function checkStorePost(db: Kysely<DB>, userId: number, body: NewStatus): Promise<void> {
  if (body.store_id === undefined) return;
  if ((await repo.storeOwnerId(db, body.store_id)) !== userId) throw noData();
  if (body.portfolio_id !== undefined && (await repo.portfolioOwnerId(db, body.portfolio_id)) !== userId) {
    throw validationFailed({ portfolio_id: [FEED_MESSAGES.notPortfolioOfStore] });
  }
}

// `day` (the market's day) shows the portfolios posts attach; without it they are left out.
async function page(db: Kysely<DB>, filter: repo.StatusFilter, p: PageRequest, viewerId: number | null, day?: string): Promise<Wire.Page<StatusAnswer>> {
  const [total, rows] = await Promise.all([repo.countStatuses(db, filter), repo.listStatuses(db, filter, p)]);
  return toPage(p, total, await toStatuses(db, rows, viewerId, day));
}

async function one(db: Kysely<DB>, id: number, viewerId: number | null, day?: string): Promise<StatusAnswer> {
  const [row] = await repo.listStatuses(db, { id }, { page: 1, page_size: 1 });
  if (!row) throw noData();
  const [status] = await toStatuses(db, [row], viewerId, day);
  if (!status) throw noData();
  return status;
}

export async function detail(db: Kysely<DB>, id: number, viewerId: number | null): Promise<StatusAnswer> {
  await repo.countStatusView(db, id);
  return one(db, id, viewerId);
}

/** A timeline key that is not a positive integer names nothing: an empty page, not a failure. */
function idOf(text: string): number | null {
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export type Timeline = 'portfolio' | 'user' | 'store' | 'category';

export async function timeline(db: Kysely<DB>, kind: Timeline, key: string, p: PageRequest, viewerId: number | null, day?: string): Promise<Wire.Page<StatusAnswer>> {
  if (kind === 'category') {
    if (!FEED_CATEGORIES.some((c) => c === key)) throw validationFailed({ category: [FEED_MESSAGES.badCategory] });
    return page(db, { category: key }, p, viewerId);
  }
  const id = idOf(key);
  if (id === null) return toPage(p, 0, []);
  const filter: repo.StatusFilter = kind === 'portfolio' ? { portfolioId: id } : kind === 'user' ? { userId: id } : { storeId: id };
  return page(db, filter, p, viewerId, day);
}

export async function symbolTimeline(db: Kysely<DB>, q: { symbol: string; content_type?: string } & PageRequest, viewerId: number | null): Promise<Wire.Page<StatusAnswer>> {
  // A symbol that names nothing is 请求的数据不存在, not an empty timeline.
  await resolveSymbol(db, q.symbol);
  return page(db, { symbol: q.symbol, contentType: q.content_type }, q, viewerId);
}

export async function recommend(db: Kysely<DB>, p: PageRequest, viewerId: number | null): Promise<Wire.Page<StatusAnswer>> {
  return page(db, { recommended: true }, p, viewerId);
}

export async function search(db: Kysely<DB>, q: string, p: PageRequest, viewerId: number | null): Promise<Wire.Page<StatusAnswer>> {
  const text = q.trim();
  return text === '' ? toPage(p, 0, []) : page(db, { q: text }, p, viewerId);
}

async function existing(db: Kysely<DB>, id: number) {
  const row = await repo.findStatusOwner(db, id);
  if (!row) throw noData();
  return row;
}

export async function comments(db: Kysely<DB>, id: number, p: PageRequest): Promise<Wire.Page<Wire.StatusComment>> {
  await existing(db, id);
  const total = await repo.countComments(db, id);
  const rows = await repo.commentPage(db, id, p);
  return toPage(p, total, rows.map((c) => ({ id: c.id, text: c.text, created_at: c.created_at.toISOString(), user: authorOf(c.user_id, c.username, c.avatar_file, c.author_name) })));
}

export async function likes(db: Kysely<DB>, id: number, p: PageRequest): Promise<Wire.Page<Wire.User>> {
  await existing(db, id);
  const total = await repo.countLikes(db, id);
  const rows = await repo.likerPage(db, id, p);
  return toPage(p, total, rows.map((u) => ({ id: u.id, username: u.username, ...avatarUrls(u.avatar_file) })));
}

export async function setLike(db: Kysely<DB>, userId: number, id: number, like: boolean, now: Date): Promise<void> {
  await existing(db, id);
  if (like) await repo.insertLike(db, id, userId, iso(now));
  else await repo.deleteLike(db, id, userId);
}

export interface NewStatus {
  title?: string;
  text: string;
  portfolio_id?: number;
  store_id?: number;
  symbols?: string[];
}

export async function create(db: Kysely<DB>, userId: number, body: NewStatus, now: Date): Promise<StatusAnswer> {
  const text = body.text.trim();
  if (text === '') throw validationFailed({ text: [FEED_MESSAGES.emptyText] });
  const symbols = [...new Set(body.symbols ?? [])];
  for (const s of symbols) {
    if (!(await resolveSymbol(db, s).catch(() => null))) throw validationFailed({ symbols: [`${s}${FEED_MESSAGES.badSymbol}`] });
  }
  await checkStorePost(db, userId, body);
  const username = await repo.usernameOf(db, userId);
  const id = await db.transaction().execute(async (trx) => {
    const statusId = await repo.insertUserPost(trx, { userId, source: username, title: body.title?.trim() ?? '', text, portfolioId: body.portfolio_id ?? null, storeId: body.store_id ?? null, at: iso(now) });
    if (symbols.length > 0) await repo.insertStatusSymbols(trx, statusId, symbols);
    return statusId;
  });
  return one(db, id, userId, beijingDate(now));
}

export async function remove(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  const row = await existing(db, id);
  if (row.user_id !== userId) throw detailError(403, FEED_MESSAGES.notOwner);
  await repo.deleteStatus(db, id);
}
