// SQL of the funds area: fund rows with their company and last day's change, NAV history, companies.
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { ManagerPostStatus } from '@fund/core/market';
import type { DB } from '../../db/schema';
import { code } from '../../db/sql-codes';
import type { PageRequest } from '../common/paging';
import { offsetOf } from '../common/paging';
import type { Sort } from '../common/sorting';
import type { FundRecord } from './fund-mappers';

export const FUND_SORT_COLUMNS = [
  'percent_day', 'percent_week', 'percent_month', 'percent_season', 'percent_six_month', 'percent_year',
  'percent_two_year', 'percent_three_year', 'net_value', 'year_yld', 'tenthou_unit_incm', 'total_capital', 'estab_date',
] as const;
export type FundSortColumn = (typeof FUND_SORT_COLUMNS)[number];

export interface FundFilter {
  allowTradeOnly?: boolean;
  stypes?: number[];
  companyId?: number;
  sectorId?: number;
  indexId?: number;
  /** Code or name contains this text. */
  q?: string;
}

type FundQuery = SelectQueryBuilder<DB, 'funds' | 'fund_companies', object>;

function filtered(db: Kysely<DB>, filter: FundFilter): FundQuery {
  let q = db.selectFrom('funds').innerJoin('fund_companies', 'fund_companies.id', 'funds.company_id') as FundQuery;
  if (filter.allowTradeOnly) q = q.where('funds.allow_trade', '=', true);
  if (filter.stypes && filter.stypes.length > 0) q = q.where('funds.symbol_stype', 'in', filter.stypes);
  if (filter.companyId !== undefined) q = q.where('funds.company_id', '=', filter.companyId);
  if (filter.sectorId !== undefined) q = q.where('funds.sector_id', '=', filter.sectorId);
  if (filter.indexId !== undefined) q = q.where('funds.index_id', '=', filter.indexId);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('funds.code', 'like', like), eb('funds.abbr_name', 'like', like)]));
  }
  return q;
}

function withColumns(q: FundQuery) {
  return q.selectAll('funds').select([
    'fund_companies.name as company_name',
    'fund_companies.service_tel as company_service_tel',
    // The day's change in NAV: today's value minus the one published before it.
    sql<string | null>`funds.net_value - (select n.net_value from fund_navs n where n.fund_id = funds.id and n.date < funds.tradedate order by n.date desc limit 1)`.as('change'),
  ]);
}

export async function countFunds(db: Kysely<DB>, filter: FundFilter): Promise<number> {
  const row = await filtered(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

/**
 * The page's funds in the given order: the page's ids are chosen first (an index walk once the sort
 * column is indexed, 0680), and only those rows pay for their columns and the day's change, which
 * otherwise ran one NAV lookup per fund in the market before the sort.
 */
function pageOfFunds(db: Kysely<DB>, ids: SelectQueryBuilder<DB, 'funds' | 'fund_companies', { id: number }>, order: (q: FundQuery) => FundQuery) {
  const base = db.selectFrom('funds').innerJoin('fund_companies', 'fund_companies.id', 'funds.company_id') as FundQuery;
  return withColumns(order(base.where('funds.id', 'in', ids)));
}

export async function listFunds(db: Kysely<DB>, filter: FundFilter, sort: Sort<FundSortColumn>, page: PageRequest): Promise<FundRecord[]> {
  // Funds without the figure (new funds) go last either way; the id keeps pages stable.
  const order = (q: FundQuery) => q.orderBy(sql.ref(`funds.${sort.column}`), (ob) => (sort.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast())).orderBy('funds.id');
  const ids = order(filtered(db, filter)).select('funds.id').limit(page.page_size).offset(offsetOf(page));
  return pageOfFunds(db, ids, order).execute();
}

/** A fund row with its place (1-based) in each list order: `a_<column>` ascending, `d_<column>` descending. */
export type RankedFundRecord = FundRecord & Record<`${'a' | 'd'}_${FundSortColumn}`, number>;

/**
 * Every fund with its company, day's change and its place in each of the list's 26 orders, for the
 * market index (fund-index.ts). PostgreSQL ranks them, so the index orders exactly as listFunds does
 * (NUMERIC and date comparison, nulls last either way, then the id).
 */
export async function allFundsRanked(db: Kysely<DB>): Promise<RankedFundRecord[]> {
  const ranks = FUND_SORT_COLUMNS.flatMap((c) => [
    sql<number>`row_number() over (order by ${sql.ref(`funds.${c}`)} asc nulls last, funds.id)::int`.as(`a_${c}`),
    sql<number>`row_number() over (order by ${sql.ref(`funds.${c}`)} desc nulls last, funds.id)::int`.as(`d_${c}`),
  ]);
  // Two reads: the ranks from a narrow one (each of the 26 window sorts then moves ids and figures, not
  // whole rows, which spilled to disk and took seconds), the rows from another.
  const [rows, ranked] = await Promise.all([withColumns(filtered(db, {})).execute(), filtered(db, {}).select('funds.id').select(ranks).execute()]);
  const byId = new Map(ranked.map((r) => [r.id, r]));
  return rows.map((row) => Object.assign(row, byId.get(row.id)!));
}

export async function fundsRankedBy(db: Kysely<DB>, rank: 'recommend_rank' | 'hot_rank', page: PageRequest): Promise<FundRecord[]> {
  const order = (q: FundQuery) => q.orderBy(`funds.${rank}`).orderBy('funds.id');
  const ids = order(filtered(db, {}).where(`funds.${rank}`, 'is not', null)).select('funds.id').limit(page.page_size).offset(offsetOf(page));
  return pageOfFunds(db, ids, order).execute();
}

export async function countRanked(db: Kysely<DB>, rank: 'recommend_rank' | 'hot_rank'): Promise<number> {
  const row = await db.selectFrom('funds').where(rank, 'is not', null).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

export async function findFund(db: Kysely<DB>, symbol: string): Promise<FundRecord | undefined> {
  return withColumns(filtered(db, {}).where('funds.symbol', '=', symbol)).executeTakeFirst();
}

/** A nullable column as a JSON member's value: its text quoted (dates and decimals need no escaping), or null. */
const quotedOrNull = (column: string) => `coalesce('"' || ${column} || '"', 'null')`;

// One NAV row as the wire's JSON object, keys in the wire's order; NUMERIC goes out as its exact text, quoted,
// the same string the driver hands for a NUMERIC. concat() takes every piece in one call (fewer copies than ||).
const NAV_ROW_JSON = sql.raw(`concat('{"date":"', n.date, '","net_value":"', n.net_value, '","net_cumulative":"', n.net_cumulative,
  '","percent":', ${quotedOrNull('n.percent')}, ',"year_yld":', ${quotedOrNull('n.year_yld')}, ',"tenthou_unit_incm":', ${quotedOrNull('n.tenthou_unit_incm')}, '}')`);

/**
 * One page of a fund's NAVs, newest first, as the JSON text the wire carries ('{"date":"…",…},{…}'), with
 * how many it has (funds.nav_count): one round trip, no count. PostgreSQL builds the text, so Node
 * neither parses 365 rows nor serialises them again. The aggregate takes the rows in
 * the order the sorted subquery hands them (no ORDER BY inside string_agg: a second sort of the built
 * text cost about a third more); the tests compare every page with the rows read in order.
 */
export async function navPageJson(db: Kysely<DB>, fundId: number, page: PageRequest): Promise<{ total: number; results: string }> {
  const { rows } = await sql<{ total: number; results: string | null }>`
    select f.nav_count as total, (select string_agg(${NAV_ROW_JSON}, ',')
      from (select date, net_value, net_cumulative, percent, year_yld, tenthou_unit_incm from fund_navs
        where fund_id = f.id order by date desc limit ${page.page_size} offset ${offsetOf(page)}) n) as results
    from funds f where f.id = ${fundId}`.execute(db);
  return { total: rows[0]?.total ?? 0, results: rows[0]?.results ?? '' };
}

const companyColumns = (db: Kysely<DB>) =>
  db
    .selectFrom('fund_companies')
    .select(['fund_companies.id', 'fund_companies.name', 'fund_companies.abbr_name', 'fund_companies.assets_total', 'fund_companies.estab_date', 'fund_companies.service_tel'])
    .select(sql<number>`(select count(*)::int from funds where funds.company_id = fund_companies.id)`.as('funds_count'))
    .select(sql<number>`(select count(*)::int from managers where managers.company_id = fund_companies.id and managers.post_status = ${code(ManagerPostStatus.InPost)})`.as('managers_count'));

export async function listCompanies(db: Kysely<DB>, sort: Sort<'assets_total' | 'estab_date'>, page: PageRequest) {
  return companyColumns(db)
    .orderBy(sql.ref(`fund_companies.${sort.column}`), sort.direction)
    .orderBy('fund_companies.id')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();
}

export async function countCompanies(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('fund_companies').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return row?.n ?? 0;
}

export async function findCompany(db: Kysely<DB>, id: number) {
  return companyColumns(db).where('fund_companies.id', '=', id).executeTakeFirst();
}

/** Whether the user follows the symbol. */
export async function followsSymbol(db: Kysely<DB>, userId: number, symbol: string): Promise<boolean> {
  const row = await db.selectFrom('symbol_follows').select('symbol').where('user_id', '=', userId).where('symbol', '=', symbol).executeTakeFirst();
  return row !== undefined;
}
