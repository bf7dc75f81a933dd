// SQL of fund research: topics, proposals, managers' tenures, yearly returns, ranks and benchmarks.
import { FundSubtype } from '@fund/core/fund';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import type { FundSortColumn } from '../../fund/funds-repo';

export async function listTopics(db: Kysely<DB>) {
  return db.selectFrom('fund_topics').selectAll().orderBy('id').execute();
}

export async function findTopic(db: Kysely<DB>, code: string) {
  return db.selectFrom('fund_topics').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function countProposals(db: Kysely<DB>): Promise<number> {
  const total = await db.selectFrom('fund_proposals').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  return total?.n ?? 0;
}

/** A page of proposals, newest first. */
export async function listProposals(db: Kysely<DB>, limit: number, offset: number) {
  return db.selectFrom('fund_proposals').selectAll().orderBy('published_on', 'desc').orderBy('id').limit(limit).offset(offset).execute();
}

export async function findProposal(db: Kysely<DB>, id: number) {
  return db.selectFrom('fund_proposals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The fund's managers in tenure order, with the cumulative NAV on their first day. */
export async function managerTenures(db: Kysely<DB>, fundId: number) {
  return db
    .selectFrom('fund_managers as fm')
    .innerJoin('managers as m', 'm.id', 'fm.manager_id')
    .select(['m.id', 'm.name', 'm.post_status', 'm.work_seniority', 'fm.start_date', 'fm.end_date'])
    .select(sql<string | null>`(select n.net_cumulative from fund_navs n where n.fund_id = fm.fund_id and n.date >= fm.start_date order by n.date limit 1)`.as('start_value'))
    .where('fm.fund_id', '=', fundId)
    .orderBy('fm.start_date')
    .execute();
}

/** The first and last cumulative NAV of each calendar year, newest year first. */
export async function yearlyNavEnds(db: Kysely<DB>, fundId: number) {
  return db
    .selectFrom('fund_navs')
    .select([sql<string>`to_char(date, 'YYYY')`.as('year'), sql<string>`(array_agg(net_cumulative order by date))[1]`.as('first'), sql<string>`(array_agg(net_cumulative order by date desc))[1]`.as('last')])
    .where('fund_id', '=', fundId)
    .groupBy(sql`to_char(date, 'YYYY')`)
    .orderBy('year', 'desc')
    .execute();
}

export async function findIndexNameBySymbol(db: Kysely<DB>, symbol: string) {
  return db.selectFrom('market_indexes').select(['id', 'name']).where('symbol', '=', symbol).executeTakeFirst();
}

/** The index's last close on or before `date`. */
export async function indexCloseOn(db: Kysely<DB>, indexId: number, date: string) {
  return db.selectFrom('index_values').select('close').where('index_id', '=', indexId).where('date', '<=', date).orderBy('date', 'desc').limit(1).executeTakeFirst();
}

/** The average of a period column over bond funds, to two places. */
export async function bondAveragePercent(db: Kysely<DB>, column: FundSortColumn): Promise<string | null> {
  const row = await db.selectFrom('funds').select(sql<string | null>`round(avg(${sql.ref(column)}), 2)`.as('p')).where('symbol_stype', '=', FundSubtype.Bond).executeTakeFirst();
  return row?.p ?? null;
}

/** The rank of `percent` in a period column among funds of a subtype, and how many have a value. */
export async function periodRank(db: Kysely<DB>, column: FundSortColumn, percent: string | number, stype: number) {
  return db
    .selectFrom('funds')
    .select([sql<number>`count(*) filter (where ${sql.ref(column)} > ${percent})::int + 1`.as('rank'), sql<number>`count(${sql.ref(column)})::int`.as('total')])
    .where('symbol_stype', '=', stype)
    .executeTakeFirst();
}

/** Every cumulative NAV of the fund, oldest first. */
export async function cumulativeNavs(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('fund_navs').select('net_cumulative').where('fund_id', '=', fundId).orderBy('date').execute();
}

export async function fundDividends(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('fund_dividends').selectAll().where('fund_id', '=', fundId).orderBy('record_date', 'desc').execute();
}

/** The fund's last `days` cumulative NAVs and daily moves, newest first. */
export async function latestNavMoves(db: Kysely<DB>, fundId: number, days: number) {
  return db.selectFrom('fund_navs').select(['net_cumulative', 'percent']).where('fund_id', '=', fundId).orderBy('date', 'desc').limit(days).execute();
}

/** The fund's asset allocations, newest report first. */
export async function fundAllocations(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('fund_asset_allocations').selectAll().where('fund_id', '=', fundId).orderBy('report_date', 'desc').execute();
}

/** Every reported holding of the fund with its stock and sector, newest report first, by rank. */
export async function fundStockHoldings(db: Kysely<DB>, fundId: number) {
  return db
    .selectFrom('fund_holdings as h')
    .innerJoin('stocks as s', 's.id', 'h.stock_id')
    .leftJoin('sectors', 'sectors.id', 's.sector_id')
    .select(['h.report_date', 'h.rank', 'h.percent', 'h.shares', 'h.market_value', 's.symbol', 's.name as abbr_name', 'sectors.name as sector_name'])
    .where('h.fund_id', '=', fundId)
    .orderBy('h.report_date', 'desc')
    .orderBy('h.rank')
    .execute();
}

/** The holdings of the fund's latest report. */
export async function latestReportedHoldings(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('fund_holdings').select(['stock_id', 'percent']).where('fund_id', '=', fundId).where('report_date', '=', (eb) => eb.selectFrom('fund_holdings').select((e) => e.fn.max('report_date').as('d')).where('fund_id', '=', fundId)).execute();
}

/** Per asset and style type: how many funds, and the average and best of a period column. */
export async function styleGroups(db: Kysely<DB>, column: FundSortColumn) {
  return db
    .selectFrom('fund_style_tags as t')
    .innerJoin('funds as f', 'f.id', 't.fund_id')
    .select(['t.asset_type', 't.style_type', sql<number>`count(*)::int`.as('funds_count'), sql<string | null>`round(avg(${sql.ref(`f.${column}`)}), 2)`.as('avg_percent'), sql<string | null>`max(${sql.ref(`f.${column}`)})`.as('max_percent')])
    .groupBy(['t.asset_type', 't.style_type'])
    .orderBy('t.asset_type')
    .orderBy('t.style_type')
    .execute();
}

/** How many funds one style holds and the average of a period column. */
export async function styleStats(db: Kysely<DB>, asset: string, style: string, column: FundSortColumn) {
  return db
    .selectFrom('fund_style_tags as t')
    .innerJoin('funds as f', 'f.id', 't.fund_id')
    .select([sql<number>`count(*)::int`.as('funds_count'), sql<string | null>`round(avg(${sql.ref(`f.${column}`)}), 2)`.as('avg_percent')])
    .where('t.asset_type', '=', asset)
    .where('t.style_type', '=', style)
    .executeTakeFirst();
}

/** The ids of the funds tagged with the asset type and style (either may be absent). */
export async function styledFundIds(db: Kysely<DB>, asset: string | undefined, style: string | undefined): Promise<number[]> {
  let ids = db.selectFrom('fund_style_tags').select('fund_id');
  if (asset !== undefined) ids = ids.where('asset_type', '=', asset);
  if (style !== undefined) ids = ids.where('style_type', '=', style);
  return (await ids.execute()).map((r) => r.fund_id);
}

/** A stamp that changes whenever NAVs are added (last date and row count). */
export async function navStamp(db: Kysely<DB>): Promise<string | undefined> {
  const stamp = await db.selectFrom('fund_navs').select(sql<string>`max(date)::text || count(*)::text`.as('s')).executeTakeFirst();
  return stamp?.s;
}

export interface StylePoint {
  date: string;
  key: string;
  percent: string | null;
}

/** Each day's average move of the funds of each style ('asset:style'), oldest first. */
export async function dailyStyleMoves(db: Kysely<DB>): Promise<StylePoint[]> {
  return (await sql<StylePoint>`select n.date, t.asset_type || ':' || t.style_type as key, round(avg(n.percent), 4) as percent
    from fund_navs n join fund_style_tags t on t.fund_id = n.fund_id group by n.date, key order by n.date`.execute(db)).rows;
}
