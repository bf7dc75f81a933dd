// The fund-manager list reads: the list by a sort, the recommendations, one manager with the first fund
// they run, and managers by name (search).
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { PageRequest } from '../../common/paging';
import type { Sort } from '../../common/sorting';
import { toFundRow } from '../../fund/fund-mappers';
import { findFund } from '../../fund/funds-repo';
import { toManager } from './manager-mapper';
import * as repo from './managers-repo';

export { MANAGER_SORT_COLUMNS } from './managers-repo';

type ManagerWire = Wire.FundManager;

/** A page of managers by `sort`, and how many there are. */
export async function managerPage(db: Kysely<DB>, sort: Sort<repo.ManagerSortColumn>, page: PageRequest): Promise<{ total: number; managers: ManagerWire[] }> {
  const [total, rows] = await Promise.all([repo.countManagers(db, {}), repo.listManagers(db, {}, sort, page)]);
  return { total, managers: rows.map(toManager) };
}

/** The recommended managers by their rank (the first page of `pageSize`), and how many there are. */
export async function recommendedManagers(db: Kysely<DB>, page: PageRequest): Promise<{ total: number; managers: ManagerWire[] }> {
  const filter = { recommendedOnly: true };
  const [total, rows] = await Promise.all([repo.countManagers(db, filter), repo.listManagers(db, filter, { column: 'recommend_rank', direction: 'asc' }, page)]);
  return { total, managers: rows.map(toManager) };
}

/** Managers whose name matches `q`, best three-year index first, and how many there are. */
export async function managersByName(db: Kysely<DB>, q: string, page: PageRequest): Promise<{ total: number; managers: ManagerWire[] }> {
  const [total, rows] = await Promise.all([repo.countManagers(db, { q }), repo.listManagers(db, { q }, { column: 'index_rate_tyear', direction: 'desc' }, page)]);
  return { total, managers: rows.map(toManager) };
}

/** The manager with the first fund they run as recommend_fund; undefined when there is no such manager. */
export async function managerDetail(db: Kysely<DB>, id: number): Promise<(ManagerWire & { recommend_fund: Wire.FundRow | null }) | undefined> {
  const manager = await repo.findManager(db, id);
  if (!manager) return undefined;
  const symbols = await repo.managedFundIds(db, id);
  const first = symbols[0] ? await findFund(db, symbols[0]) : undefined;
  return { ...toManager(manager), recommend_fund: first ? toFundRow(first) : null };
}
