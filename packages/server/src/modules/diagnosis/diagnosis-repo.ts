// SQL of fund diagnoses: analyses with their fund, the fund's managers and profit/loss predicts, follows.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { FundAnalysesTable } from '../../db/tables/feed-tables';
import { offsetOf, type PageRequest } from '../common/paging';

export type AnalysisRow = Selectable<FundAnalysesTable> & { symbol: string; abbr_name: string };

const analyses = (db: Kysely<DB>) =>
  db.selectFrom('fund_analyses as a').innerJoin('funds as f', 'f.id', 'a.fund_id').selectAll('a').select(['f.symbol', 'f.abbr_name']);

export interface AnalysisFilter {
  userId?: number;
  /** Only the newest public analysis of each fund (the seeded history's latest day). */
  latestPublic?: boolean;
}

function filtered(db: Kysely<DB>, filter: AnalysisFilter) {
  let q = analyses(db);
  if (filter.userId !== undefined) q = q.where('a.user_id', '=', filter.userId);
  if (filter.latestPublic) q = q.where('a.user_id', 'is', null).where(sql<boolean>`a.analyse_date = (select max(b.analyse_date) from fund_analyses b where b.fund_id = a.fund_id and b.user_id is null)`);
  return q;
}

export async function countAnalyses(db: Kysely<DB>, filter: AnalysisFilter): Promise<number> {
  const row = await filtered(db, filter).clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

export async function listAnalyses(db: Kysely<DB>, filter: AnalysisFilter, page: PageRequest, order: 'newest' | 'score' = 'newest'): Promise<AnalysisRow[]> {
  let q = filtered(db, filter);
  q = order === 'score' ? q.orderBy('a.score', (ob) => ob.desc().nullsLast()) : q.orderBy('a.created_at', 'desc');
  return q.orderBy('a.id', 'desc').limit(page.page_size).offset(offsetOf(page)).execute();
}

export async function findAnalysis(db: Kysely<DB>, id: number): Promise<AnalysisRow | undefined> {
  return analyses(db).where('a.id', '=', id).executeTakeFirst();
}

export async function findTodays(db: Kysely<DB>, fundId: number, userId: number | null, date: string): Promise<AnalysisRow | undefined> {
  const q = analyses(db).where('a.fund_id', '=', fundId).where('a.analyse_date', '=', date);
  return (userId === null ? q.where('a.user_id', 'is', null) : q.where('a.user_id', '=', userId)).orderBy('a.id', 'desc').executeTakeFirst();
}

export async function predictsOf(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('fund_predicts').select(['horizon', 'profit_probability', 'profit', 'loss']).where('fund_id', '=', fundId).orderBy('horizon').execute();
}

export async function followedIds(db: Kysely<DB>, userId: number | null, ids: readonly number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db.selectFrom('analyse_follows').select('analyse_id').where('user_id', '=', userId).where('analyse_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.analyse_id));
}

/** Funds with a predict at the horizon, best chance of profit first. */
export async function predictRanking(db: Kysely<DB>, horizon: number, page: PageRequest) {
  const base = db.selectFrom('fund_predicts as p').innerJoin('funds as f', 'f.id', 'p.fund_id').where('p.horizon', '=', horizon).where('f.allow_trade', '=', true);
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['f.symbol', 'p.horizon', 'p.profit_probability', 'p.profit', 'p.loss'])
    .orderBy('p.profit_probability', 'desc')
    .orderBy('p.profit', 'desc')
    .orderBy('f.id')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
  return { total: total?.n ?? 0, rows };
}
