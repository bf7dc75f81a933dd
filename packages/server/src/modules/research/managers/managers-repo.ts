// SQL of fund managers: rows with their company name, and the funds they run.
import { ManagerPostStatus } from '@fund/core/market';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import type { PageRequest } from '../../common/paging';
import { offsetOf } from '../../common/paging';

export const MANAGER_SORT_COLUMNS = ['index_rate_tyear', 'work_seniority', 'start_date'] as const;
export type ManagerSortColumn = (typeof MANAGER_SORT_COLUMNS)[number];

export interface ManagerFilter {
  q?: string;
  recommendedOnly?: boolean;
}

function base(db: Kysely<DB>, filter: ManagerFilter) {
  let q = db.selectFrom('managers').innerJoin('fund_companies', 'fund_companies.id', 'managers.company_id');
  if (filter.q) q = q.where('managers.name', 'like', `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.recommendedOnly) q = q.where('managers.recommend_rank', 'is not', null);
  return q;
}

export async function countManagers(db: Kysely<DB>, filter: ManagerFilter): Promise<number> {
  const row = await base(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

export async function listManagers(db: Kysely<DB>, filter: ManagerFilter, order: { column: ManagerSortColumn | 'recommend_rank'; direction: 'asc' | 'desc' }, page: PageRequest) {
  return base(db, filter)
    .selectAll('managers')
    .select('fund_companies.abbr_name as company_name')
    .orderBy(sql.ref(`managers.${order.column}`), (ob) => (order.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
    .orderBy('managers.id')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}

export async function findManager(db: Kysely<DB>, id: number) {
  return base(db, {}).selectAll('managers').select('fund_companies.abbr_name as company_name').where('managers.id', '=', id).executeTakeFirst();
}

export async function managedFundIds(db: Kysely<DB>, managerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('fund_managers')
    .innerJoin('funds', 'funds.id', 'fund_managers.fund_id')
    .select('funds.symbol')
    .where('fund_managers.manager_id', '=', managerId)
    .orderBy('funds.id')
    .execute();
  return rows.map((r) => r.symbol);
}

/** The managers a user follows, newest follow first. */
export async function followedManagerRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('manager_follows as mf')
    .innerJoin('managers', 'managers.id', 'mf.manager_id')
    .innerJoin('fund_companies', 'fund_companies.id', 'managers.company_id')
    .selectAll('managers')
    .select('fund_companies.abbr_name as company_name')
    .where('mf.user_id', '=', userId)
    .orderBy('mf.created_at', 'desc')
    .orderBy('managers.id')
    .execute();
}

export async function insertManagerFollow(db: Kysely<DB>, userId: number, managerId: number, at: string): Promise<void> {
  await db.insertInto('manager_follows').values({ user_id: userId, manager_id: managerId, created_at: at }).onConflict((oc) => oc.columns(['user_id', 'manager_id']).doNothing()).execute();
}

export async function deleteManagerFollow(db: Kysely<DB>, userId: number, managerId: number): Promise<void> {
  await db.deleteFrom('manager_follows').where('user_id', '=', userId).where('manager_id', '=', managerId).execute();
}

/** In-post managers matching the assessment (a fund type they are good at, minimum years), best first on a score. */
export async function assessedManagers(db: Kysely<DB>, type: string | undefined, minYears: number | undefined, scoreKey: string, limit: number) {
  let q = db.selectFrom('managers').innerJoin('fund_companies', 'fund_companies.id', 'managers.company_id').where('managers.post_status', '=', ManagerPostStatus.InPost);
  if (type) q = q.where(sql<boolean>`managers.good_at_types ? ${type}`);
  if (minYears !== undefined) q = q.where('managers.work_seniority', '>=', String(minYears));
  return q
    .selectAll('managers')
    .select('fund_companies.abbr_name as company_name')
    .orderBy(sql`(managers.scores ->> ${scoreKey})::int`, 'desc')
    .orderBy('managers.id')
    .limit(limit)
    .execute();
}

/** The period returns a manager's achievements average over their funds. */
export type TenurePeriodColumn = 'percent_month' | 'percent_season' | 'percent_six_month' | 'percent_year' | 'percent_three_year';

/** Every current tenure with the fund's subtype, trade date and period returns. */
export async function currentTenureReturns(db: Kysely<DB>) {
  return db
    .selectFrom('fund_managers as fm')
    .innerJoin('funds as f', 'f.id', 'fm.fund_id')
    .select(['fm.manager_id', 'f.symbol_stype', 'f.tradedate', 'f.percent_month', 'f.percent_season', 'f.percent_six_month', 'f.percent_year', 'f.percent_three_year'])
    .where('fm.end_date', 'is', null)
    .execute();
}

/** The average daily move of the funds a manager ran, each day after their start, oldest first. */
export async function managerDailyMoves(db: Kysely<DB>, id: number) {
  const rows = await sql<{ date: string; percent: string }>`select n.date, round(avg(n.percent), 4) as percent
    from fund_navs n join fund_managers fm on fm.fund_id = n.fund_id
    where fm.manager_id = ${id} and n.date > fm.start_date and n.percent is not null
    group by n.date order by n.date`.execute(db);
  return rows.rows;
}

/** The subtype of the first fund the manager ran. */
export async function firstFundSubtype(db: Kysely<DB>, id: number): Promise<number | undefined> {
  const first = await db.selectFrom('fund_managers as fm').innerJoin('funds as f', 'f.id', 'fm.fund_id').select('f.symbol_stype').where('fm.manager_id', '=', id).orderBy('fm.start_date').executeTakeFirst();
  return first?.symbol_stype;
}

/** The average daily move of bond funds from `from`, oldest first. */
export async function bondDailyMoves(db: Kysely<DB>, from: string) {
  const rows = await sql<{ date: string; percent: string }>`select n.date, round(avg(n.percent), 4) as percent from fund_navs n join funds f on f.id = n.fund_id
      where f.symbol_stype = 302 and n.percent is not null and n.date >= ${from} group by n.date order by n.date`.execute(db);
  return rows.rows;
}

/** An index's closes from `from`, oldest first. */
export async function indexClosesFrom(db: Kysely<DB>, symbol: string, from: string) {
  return db.selectFrom('index_values as v').innerJoin('market_indexes as m', 'm.id', 'v.index_id').select(['v.date', 'v.close']).where('m.symbol', '=', symbol).where('v.date', '>=', from).orderBy('v.date').execute();
}

function inPostManagers(db: Kysely<DB>, seniorOnly: boolean) {
  let q = db.selectFrom('managers').innerJoin('fund_companies', 'fund_companies.id', 'managers.company_id').where('managers.post_status', '=', ManagerPostStatus.InPost);
  if (seniorOnly) q = q.where('managers.work_seniority', '>=', '10');
  return q;
}

export async function countInPostManagers(db: Kysely<DB>, seniorOnly: boolean): Promise<number> {
  return (await inPostManagers(db, seniorOnly).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0;
}

/** A page of in-post managers, best first on a score (`scores ->> score`) or else a column. */
export async function inPostManagerPage(db: Kysely<DB>, seniorOnly: boolean, by: { score?: string; column?: string }, limit: number, offset: number) {
  const order = by.score ? sql`(managers.scores ->> ${by.score})::int` : sql.ref(`managers.${by.column ?? 'index_rate_tyear'}`);
  return inPostManagers(db, seniorOnly).selectAll('managers').select('fund_companies.abbr_name as company_name').orderBy(order, 'desc').orderBy('managers.id').limit(limit).offset(offset).execute();
}

export async function goodAtTypes(db: Kysely<DB>) {
  return db.selectFrom('managers').select('good_at_type').distinct().orderBy('good_at_type').execute();
}
