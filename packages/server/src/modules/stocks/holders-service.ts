// Who holds what: a stock's top-10 holders, holder counts, the funds and institutions among them, the
// holders' other stocks (atlas), a fund's holder structure, and shareholder pages with champions.
import { compareDecimal, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { asJson, asJsonList, fixed, percentOf } from '../common/json';
import { noData } from '../common/not-found';
import { resolveSymbol } from './symbol-resolver';

const ANALYSE_LIST = 5;

async function latestReport(db: Kysely<DB>, stockId: number): Promise<string | null> {
  const row = await db.selectFrom('stock_holders').select(sql<string | null>`max(report_date)`.as('d')).where('stock_id', '=', stockId).executeTakeFirst();
  return row?.d ?? null;
}

function changeType(change: string, shares: string): string {
  if (toDecimal(change).eq(shares)) return '新进';
  const c = compareDecimal(change, 0);
  return c > 0 ? '增持' : c < 0 ? '减持' : '不变';
}

async function topHolders(db: Kysely<DB>, stockId: number, date: string) {
  return db
    .selectFrom('stock_holders')
    .innerJoin('shareholders', 'shareholders.id', 'stock_holders.shareholder_id')
    .select(['stock_holders.rank', 'stock_holders.shares', 'stock_holders.percent', 'stock_holders.change_shares', 'shareholders.id as shareholder_id', 'shareholders.name', 'shareholders.kind'])
    .where('stock_holders.stock_id', '=', stockId)
    .where('stock_holders.report_date', '=', date)
    .orderBy('stock_holders.rank')
    .execute();
}

export async function holders(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.JsonObject[]> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return [];
  const date = await latestReport(db, r.stock.id);
  if (!date) return [];
  const rows = await topHolders(db, r.stock.id, date);
  return asJsonList(rows.map((h) => ({ ...h, report_date: date, change_type: changeType(h.change_shares, h.shares) })));
}

export async function holdersHistory(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.JsonObject[]> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return [];
  const rows = await db.selectFrom('stock_holder_counts').select(['report_date', 'holders_count', 'avg_shares']).where('stock_id', '=', r.stock.id).orderBy('report_date', 'desc').execute();
  return asJsonList(rows.map((row, i) => ({ ...row, change_percent: percentOf(String(row.holders_count), rows[i + 1] ? String(rows[i + 1]?.holders_count) : null) })));
}

async function fundHolderStructure(db: Kysely<DB>, fundId: number): Promise<Wire.JsonObject> {
  const rows = await db
    .selectFrom('fund_asset_allocations')
    .select(['report_date', 'institution_percent', 'individual_percent', 'internal_percent', 'net_assets'])
    .where('fund_id', '=', fundId)
    .orderBy('report_date', 'desc')
    .execute();
  const [latest] = rows;
  return asJson({ report_date: latest?.report_date ?? null, institution_percent: latest?.institution_percent ?? null, individual_percent: latest?.individual_percent ?? null, internal_percent: latest?.internal_percent ?? null, history: rows });
}

/** A stock: the funds (type=fund) and institutions (type=institution) among its holders, 5 each; a fund: its holder structure. */
export async function holdersAnalyse(db: Kysely<DB>, symbol: string | undefined, type: string | undefined): Promise<Wire.JsonObject> {
  const r = await resolveSymbol(db, symbol);
  if (r.type === 'fund') return fundHolderStructure(db, r.fund.id);
  if (r.type !== 'stock') return asJson({ report_date: null, funds: [], institutions: [] });
  const fundDate = await db.selectFrom('fund_holdings').select(sql<string | null>`max(report_date)`.as('d')).where('stock_id', '=', r.stock.id).executeTakeFirst();
  const funds = fundDate?.d
    ? await db
        .selectFrom('fund_holdings')
        .innerJoin('funds', 'funds.id', 'fund_holdings.fund_id')
        .select(['funds.symbol', 'funds.abbr_name', 'funds.symbol_stype', 'fund_holdings.percent', 'fund_holdings.shares', 'fund_holdings.market_value'])
        .where('fund_holdings.stock_id', '=', r.stock.id)
        .where('fund_holdings.report_date', '=', fundDate.d)
        .orderBy('fund_holdings.shares', 'desc')
        .orderBy('funds.id')
        .execute()
    : [];
  const date = await latestReport(db, r.stock.id);
  const institutions = date ? (await topHolders(db, r.stock.id, date)).filter((h) => h.kind !== '个人') : [];
  const fundShares = funds.reduce((sum, f) => sum.plus(f.shares), toDecimal(0));
  return asJson({
    report_date: fundDate?.d ?? date,
    funds_count: funds.length,
    funds_percent: fixed(fundShares.div(r.stock.total_shares).times(100), 4),
    funds: type === 'institution' ? [] : funds.slice(0, ANALYSE_LIST),
    institutions: type === 'fund' ? [] : institutions.slice(0, ANALYSE_LIST),
  });
}

/** Each top holder with the other stocks it holds in the same report (the client trims to 4 and a link when over 5). */
export async function holdersAtlas(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.JsonObject> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return asJson({ report_date: null, holders: [] });
  const date = await latestReport(db, r.stock.id);
  if (!date) return asJson({ report_date: null, holders: [] });
  const top = await topHolders(db, r.stock.id, date);
  const others = await db
    .selectFrom('stock_holders')
    .innerJoin('stocks', 'stocks.id', 'stock_holders.stock_id')
    .select(['stock_holders.shareholder_id', 'stocks.symbol', 'stocks.name', 'stock_holders.percent'])
    .where('stock_holders.shareholder_id', 'in', top.length > 0 ? top.map((h) => h.shareholder_id) : [0])
    .where('stock_holders.report_date', '=', date)
    .where('stock_holders.stock_id', '!=', r.stock.id)
    .orderBy('stock_holders.percent', 'desc')
    .execute();
  return asJson({
    report_date: date,
    holders: top.map((h) => {
      const symbols = others.filter((o) => o.shareholder_id === h.shareholder_id).map((o) => ({ symbol: o.symbol, abbr_name: o.name, percent: o.percent }));
      return { ...h, symbols, symbols_count: symbols.length };
    }),
  });
}

export async function shareholder(db: Kysely<DB>, id: number): Promise<Wire.JsonObject> {
  const holder = await db.selectFrom('shareholders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!holder) throw noData();
  const latest = await db.selectFrom('stock_holders').select(sql<string | null>`max(report_date)`.as('d')).where('shareholder_id', '=', id).executeTakeFirst();
  const holdings = await sharesRows(db, id, latest?.d ?? null);
  return asJson({ ...holder, report_date: latest?.d ?? null, holdings, stocks_count: holdings.length });
}

async function sharesRows(db: Kysely<DB>, id: number, date: string | null) {
  let q = db
    .selectFrom('stock_holders')
    .innerJoin('stocks', 'stocks.id', 'stock_holders.stock_id')
    .select(['stock_holders.report_date', 'stocks.symbol', 'stocks.name as abbr_name', 'stock_holders.shares', 'stock_holders.percent', 'stock_holders.change_shares', 'stock_holders.rank'])
    .where('stock_holders.shareholder_id', '=', id);
  if (date !== null) q = q.where('stock_holders.report_date', '=', date);
  return q.orderBy('stock_holders.report_date', 'desc').orderBy('stock_holders.percent', 'desc').execute();
}

export async function sharesHistory(db: Kysely<DB>, id: number): Promise<Wire.JsonObject[]> {
  if (!(await db.selectFrom('shareholders').select('id').where('id', '=', id).executeTakeFirst())) throw noData();
  return asJsonList(await sharesRows(db, id, null));
}

/** Per report: how many stocks the holder held and their value at that report's closing prices. */
export async function investmentHistory(db: Kysely<DB>, id: number): Promise<Wire.JsonObject[]> {
  if (!(await db.selectFrom('shareholders').select('id').where('id', '=', id).executeTakeFirst())) throw noData();
  const rows = await db
    .selectFrom('stock_holders as h')
    .select(['h.report_date', sql<number>`count(*)::int`.as('stocks_count')])
    .select(sql<string>`round(sum(h.shares * (select d.close from stock_days d where d.stock_id = h.stock_id and d.date <= h.report_date order by d.date desc limit 1)), 2)`.as('market_value'))
    .where('h.shareholder_id', '=', id)
    .groupBy('h.report_date')
    .orderBy('h.report_date', 'desc')
    .execute();
  return asJsonList(rows);
}

export async function champions(db: Kysely<DB>): Promise<Wire.JsonObject[]> {
  const rows = await db
    .selectFrom('shareholders')
    .select(['id', 'name', 'kind', 'champion_rank', 'yield_year'])
    .select(sql<number>`(select count(distinct stock_id)::int from stock_holders where shareholder_id = shareholders.id)`.as('stocks_count'))
    .where('is_champion', '=', true)
    .orderBy('champion_rank')
    .execute();
  return asJsonList(rows);
}
