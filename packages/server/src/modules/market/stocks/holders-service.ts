// Who holds what: a stock's top-10 holders, holder counts, the funds and institutions among them, the
// holders' other stocks (atlas), a fund's holder structure, and shareholder pages with champions.
import { compareDecimal, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fixed, percentOf } from '../../common/json';
import { noData } from '../../common/not-found';
import { resolveSymbol } from './symbol-resolver';
import { championHolders, findShareholder, fundHolderReports, fundsHoldingStock, holderCounts, holderInvestmentByReport, latestFundReportOfStock, latestReport, latestReportOfHolder, otherHoldingsOf, shareholderExists, sharesRows, topHolders } from './holders-repo';

const ANALYSE_LIST = 5;

function changeType(change: string, shares: string): string {
  if (toDecimal(change).eq(shares)) return '新进';
  const c = compareDecimal(change, 0);
  return c > 0 ? '增持' : c < 0 ? '减持' : '不变';
}

export async function holders(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketHoldersAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return [];
  const date = await latestReport(db, r.stock.id);
  if (!date) return [];
  const rows = await topHolders(db, r.stock.id, date);
  return rows.map((h) => ({ ...h, report_date: date, change_type: changeType(h.change_shares, h.shares) }));
}

export async function holdersHistory(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketHoldersHistoryAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return [];
  const rows = await holderCounts(db, r.stock.id);
  return rows.map((row, i) => ({ ...row, change_percent: percentOf(String(row.holders_count), rows[i + 1] ? String(rows[i + 1]?.holders_count) : null) }));
}

async function fundHolderStructure(db: Kysely<DB>, fundId: number): Promise<Wire.MarketHoldersAnalyseAnswer> {
  const rows = await fundHolderReports(db, fundId);
  const [latest] = rows;
  return { report_date: latest?.report_date ?? null, institution_percent: latest?.institution_percent ?? null, individual_percent: latest?.individual_percent ?? null, internal_percent: latest?.internal_percent ?? null, history: rows };
}

/** A stock: the funds (type=fund) and institutions (type=institution) among its holders, 5 each; a fund: its holder structure. */
export async function holdersAnalyse(db: Kysely<DB>, symbol: string | undefined, type: string | undefined): Promise<Wire.MarketHoldersAnalyseAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type === 'fund') return fundHolderStructure(db, r.fund.id);
  if (r.type !== 'stock') return { report_date: null, funds: [], institutions: [] };
  const fundDate = await latestFundReportOfStock(db, r.stock.id);
  const funds = fundDate ? await fundsHoldingStock(db, r.stock.id, fundDate) : [];
  const date = await latestReport(db, r.stock.id);
  const institutions = date ? (await topHolders(db, r.stock.id, date)).filter((h) => h.kind !== '个人') : [];
  const fundShares = funds.reduce((sum, f) => sum.plus(f.shares), toDecimal(0));
  return {
    report_date: fundDate ?? date,
    funds_count: funds.length,
    funds_percent: fixed(fundShares.div(r.stock.total_shares).times(100), 4),
    funds: type === 'institution' ? [] : funds.slice(0, ANALYSE_LIST),
    institutions: type === 'fund' ? [] : institutions.slice(0, ANALYSE_LIST),
  };
}

/** Each top holder with the other stocks it holds in the same report (the client trims to 4 and a link when over 5). */
export async function holdersAtlas(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketHoldersAtlasAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return { report_date: null, holders: [] };
  const date = await latestReport(db, r.stock.id);
  if (!date) return { report_date: null, holders: [] };
  const top = await topHolders(db, r.stock.id, date);
  const others = await otherHoldingsOf(db, top.map((h) => h.shareholder_id), date, r.stock.id);
  return {
    report_date: date,
    holders: top.map((h) => {
      const symbols = others.filter((o) => o.shareholder_id === h.shareholder_id).map((o) => ({ symbol: o.symbol, abbr_name: o.name, percent: o.percent }));
      return { ...h, symbols, symbols_count: symbols.length };
    }),
  };
}

export async function shareholder(db: Kysely<DB>, id: number): Promise<Wire.MarketShareholderAnswer> {
  const holder = await findShareholder(db, id);
  if (!holder) throw noData();
  const latest = await latestReportOfHolder(db, id);
  const holdings = await sharesRows(db, id, latest);
  return { ...holder, report_date: latest, holdings, stocks_count: holdings.length };
}

export async function sharesHistory(db: Kysely<DB>, id: number): Promise<Wire.MarketShareholdersSharesHistoryAnswer> {
  if (!(await shareholderExists(db, id))) throw noData();
  return await sharesRows(db, id, null);
}

/** Per report: how many stocks the holder held and their value at that report's closing prices. */
export async function investmentHistory(db: Kysely<DB>, id: number): Promise<Wire.MarketShareholdersInvestmentHistoryAnswer> {
  if (!(await shareholderExists(db, id))) throw noData();
  const rows = await holderInvestmentByReport(db, id);
  return rows;
}

export async function champions(db: Kysely<DB>): Promise<Wire.MarketShareholdersChampionsAnswer> {
  const rows = await championHolders(db);
  return rows;
}
