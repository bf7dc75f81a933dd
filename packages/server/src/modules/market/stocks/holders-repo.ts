// SQL of who holds what: stocks' top-10 holders and holder counts, funds' holdings and holder structure, shareholders.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

export async function latestReport(db: Kysely<DB>, stockId: number): Promise<string | null> {
  const row = await db.selectFrom('stock_holders').select(sql<string | null>`max(report_date)`.as('d')).where('stock_id', '=', stockId).executeTakeFirst();
  return row?.d ?? null;
}

export async function topHolders(db: Kysely<DB>, stockId: number, date: string) {
  return db
    .selectFrom('stock_holders')
    .innerJoin('shareholders', 'shareholders.id', 'stock_holders.shareholder_id')
    .select(['stock_holders.rank', 'stock_holders.shares', 'stock_holders.percent', 'stock_holders.change_shares', 'shareholders.id as shareholder_id', 'shareholders.name', 'shareholders.kind'])
    .where('stock_holders.stock_id', '=', stockId)
    .where('stock_holders.report_date', '=', date)
    .orderBy('stock_holders.rank')
    .execute();
}

export async function sharesRows(db: Kysely<DB>, id: number, date: string | null) {
  let q = db
    .selectFrom('stock_holders')
    .innerJoin('stocks', 'stocks.id', 'stock_holders.stock_id')
    .select(['stock_holders.report_date', 'stocks.symbol', 'stocks.name as abbr_name', 'stock_holders.shares', 'stock_holders.percent', 'stock_holders.change_shares', 'stock_holders.rank'])
    .where('stock_holders.shareholder_id', '=', id);
  if (date !== null) q = q.where('stock_holders.report_date', '=', date);
  return q.orderBy('stock_holders.report_date', 'desc').orderBy('stock_holders.percent', 'desc').execute();
}

/** A stock's holder counts, newest report first. */
export async function holderCounts(db: Kysely<DB>, stockId: number) {
  return db.selectFrom('stock_holder_counts').select(['report_date', 'holders_count', 'avg_shares']).where('stock_id', '=', stockId).orderBy('report_date', 'desc').execute();
}

/** A fund's holder structure per report, newest first. */
export async function fundHolderReports(db: Kysely<DB>, fundId: number) {
  return db
    .selectFrom('fund_asset_allocations')
    .select(['report_date', 'institution_percent', 'individual_percent', 'internal_percent', 'net_assets'])
    .where('fund_id', '=', fundId)
    .orderBy('report_date', 'desc')
    .execute();
}

/** The latest report in which any fund holds the stock. */
export async function latestFundReportOfStock(db: Kysely<DB>, stockId: number): Promise<string | null> {
  const row = await db.selectFrom('fund_holdings').select(sql<string | null>`max(report_date)`.as('d')).where('stock_id', '=', stockId).executeTakeFirst();
  return row?.d ?? null;
}

/** The funds holding the stock in a report, most shares first. */
export async function fundsHoldingStock(db: Kysely<DB>, stockId: number, date: string) {
  return db
    .selectFrom('fund_holdings')
    .innerJoin('funds', 'funds.id', 'fund_holdings.fund_id')
    .select(['funds.symbol', 'funds.abbr_name', 'funds.symbol_stype', 'fund_holdings.percent', 'fund_holdings.shares', 'fund_holdings.market_value'])
    .where('fund_holdings.stock_id', '=', stockId)
    .where('fund_holdings.report_date', '=', date)
    .orderBy('fund_holdings.shares', 'desc')
    .orderBy('funds.id')
    .execute();
}

/** The other stocks the given shareholders hold in a report, largest stake first. */
export async function otherHoldingsOf(db: Kysely<DB>, shareholderIds: readonly number[], date: string, exceptStockId: number) {
  return db
    .selectFrom('stock_holders')
    .innerJoin('stocks', 'stocks.id', 'stock_holders.stock_id')
    .select(['stock_holders.shareholder_id', 'stocks.symbol', 'stocks.name', 'stock_holders.percent'])
    .where('stock_holders.shareholder_id', 'in', shareholderIds.length > 0 ? shareholderIds : [0])
    .where('stock_holders.report_date', '=', date)
    .where('stock_holders.stock_id', '!=', exceptStockId)
    .orderBy('stock_holders.percent', 'desc')
    .execute();
}

export async function findShareholder(db: Kysely<DB>, id: number) {
  return db.selectFrom('shareholders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function shareholderExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('shareholders').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The shareholder's latest report. */
export async function latestReportOfHolder(db: Kysely<DB>, id: number): Promise<string | null> {
  const row = await db.selectFrom('stock_holders').select(sql<string | null>`max(report_date)`.as('d')).where('shareholder_id', '=', id).executeTakeFirst();
  return row?.d ?? null;
}

/** Per report: how many stocks the holder held and their value at that report's closing prices. */
export async function holderInvestmentByReport(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('stock_holders as h')
    .select(['h.report_date', sql<number>`count(*)::int`.as('stocks_count')])
    .select(sql<string>`round(sum(h.shares * (select d.close from stock_days d where d.stock_id = h.stock_id and d.date <= h.report_date order by d.date desc limit 1)), 2)`.as('market_value'))
    .where('h.shareholder_id', '=', id)
    .groupBy('h.report_date')
    .orderBy('h.report_date', 'desc')
    .execute();
}

/** The champion shareholders in rank order, with how many stocks each holds. */
export async function championHolders(db: Kysely<DB>) {
  return db
    .selectFrom('shareholders')
    .select(['id', 'name', 'kind', 'champion_rank', 'yield_year'])
    .select(sql<number>`(select count(distinct stock_id)::int from stock_holders where shareholder_id = shareholders.id)`.as('stocks_count'))
    .where('is_champion', '=', true)
    .orderBy('champion_rank')
    .execute();
}
