// SQL of fund diagnoses: analyses with their fund, the fund's managers and profit/loss predicts, follows.
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import type { FundAnalysesTable } from '../../../db/tables/feed-tables';
import { offsetOf, type PageRequest } from '../../common/paging';

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

/** The fund's managers with their company name, in tenure order. */
export async function fundManagerRows(db: Kysely<DB>, fundId: number) {
  return db
    .selectFrom('fund_managers as fm')
    .innerJoin('managers', 'managers.id', 'fm.manager_id')
    .innerJoin('fund_companies', 'fund_companies.id', 'managers.company_id')
    .selectAll('managers')
    .select('fund_companies.abbr_name as company_name')
    .where('fm.fund_id', '=', fundId)
    .orderBy('fm.start_date')
    .execute();
}

/** The rank of a year's return among the funds of a subtype, and how many have one. */
export async function yearRank(db: Kysely<DB>, percentYear: string | null, stype: number) {
  return db
    .selectFrom('funds')
    .select([sql<number>`count(*) filter (where percent_year > ${percentYear})::int + 1`.as('rank'), sql<number>`count(percent_year)::int`.as('peers')])
    .where('symbol_stype', '=', stype)
    .executeTakeFirst();
}

/** A fund company's name, assets and how many funds it runs. */
export async function companyFacts(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('fund_companies')
    .select(['name', 'assets_total', sql<number>`(select count(*)::int from funds where funds.company_id = fund_companies.id)`.as('funds')])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export async function indexName(db: Kysely<DB>, indexId: number) {
  return db.selectFrom('market_indexes').select('name').where('id', '=', indexId).executeTakeFirst();
}

/** The fund's latest asset allocation. */
export async function latestAllocation(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('fund_asset_allocations').select(['stock', 'bond', 'cash', 'other']).where('fund_id', '=', fundId).orderBy('report_date', 'desc').executeTakeFirst();
}

export async function insertAnalysis(db: Kysely<DB>, row: Insertable<FundAnalysesTable>): Promise<number> {
  const inserted = await db.insertInto('fund_analyses').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Over each fund's latest public analysis: how many, the average score, the score bands, recommended and alerted. */
export async function latestPublicStatistics(db: Kysely<DB>) {
  return db
    .selectFrom('fund_analyses as a')
    .select([
      sql<number>`count(*)::int`.as('funds_count'),
      sql<string | null>`round(avg(a.score), 2)`.as('avg_score'),
      sql<number>`count(*) filter (where a.score >= 90)::int`.as('excellent'),
      sql<number>`count(*) filter (where a.score >= 60 and a.score < 90)::int`.as('good'),
      sql<number>`count(*) filter (where a.score < 60)::int`.as('fair'),
      sql<number>`count(*) filter (where a.is_recommended)::int`.as('recommended_count'),
      sql<number>`count(*) filter (where a.is_alert)::int`.as('alert_count'),
    ])
    .where('a.user_id', 'is', null)
    .where(sql<boolean>`a.analyse_date = (select max(b.analyse_date) from fund_analyses b where b.fund_id = a.fund_id and b.user_id is null)`)
    .executeTakeFirst();
}

export async function countAllAnalyses(db: Kysely<DB>): Promise<number> {
  const total = await db.selectFrom('fund_analyses').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return total?.n ?? 0;
}

export async function insertAnalyseFollow(db: Kysely<DB>, userId: number, analyseId: number, at: string): Promise<void> {
  await db.insertInto('analyse_follows').values({ user_id: userId, analyse_id: analyseId, created_at: at }).onConflict((oc) => oc.columns(['user_id', 'analyse_id']).doNothing()).execute();
}

export async function deleteAnalyseFollow(db: Kysely<DB>, userId: number, analyseId: number): Promise<void> {
  await db.deleteFrom('analyse_follows').where('user_id', '=', userId).where('analyse_id', '=', analyseId).execute();
}

function sameTypeFunds(db: Kysely<DB>, stype: number, exceptId: number) {
  return db.selectFrom('funds').where('symbol_stype', '=', stype).where('id', '!=', exceptId).where('recommend_score', 'is not', null).where('allow_trade', '=', true);
}

export async function countSameTypeFunds(db: Kysely<DB>, stype: number, exceptId: number): Promise<number> {
  const total = await sameTypeFunds(db, stype, exceptId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return total?.n ?? 0;
}

/** A page of the symbols of tradable funds of a subtype (one left out), best score first. */
export async function sameTypeFundSymbols(db: Kysely<DB>, stype: number, exceptId: number, page: PageRequest) {
  return sameTypeFunds(db, stype, exceptId).select('symbol').orderBy('recommend_score', 'desc').orderBy('id').limit(page.page_size).offset((page.page - 1) * page.page_size).execute();
}
