// SQL of fund managers: rows with their company name, and the funds they run.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { PageRequest } from '../common/paging';
import { offsetOf } from '../common/paging';

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
