// Index research: where valuations stand (opportunity), what followed similar valuations in the past
// (forecast), and the index's constituent stocks with their weights and sector mix.
import { compareDecimal, toDecimal, type Decimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema';
import type { MarketIndexesTable } from '../../../db/tables/market-tables';
import { fixed, percentOf } from '../../common/json';
import { indexMembers } from '../../../market-model/index-members';
import { type BoardRow, stockBoard } from '../../market/stocks/stock-repo';
import { toIndexRow } from './index-mapper';
import { indexCloseAndPe, indexesByPePercentile } from './index-repo';

const LOW = '30';
const HIGH = '70';
const FORWARD_DAYS = 250;
const BAND = 10;

function valuation(percentile: string | null): { status: string; suggestion: string } {
  if (percentile === null) return { status: '暂无', suggestion: '暂无估值数据' };
  if (compareDecimal(percentile, LOW) < 0) return { status: '低估', suggestion: '估值处于历史低位，可考虑分批定投' };
  if (compareDecimal(percentile, HIGH) < 0) return { status: '适中', suggestion: '估值处于历史中位，可继续持有' };
  return { status: '高估', suggestion: '估值处于历史高位，注意控制仓位' };
}

export async function opportunity(db: Kysely<DB>): Promise<Wire.IndexesOpportunityAnswer> {
  const rows = await indexesByPePercentile(db);
  return { results: rows.map((ix) => ({ ...toIndexRow(ix), ...valuation(ix.pe_percentile) })) };
}

/** Days whose PE percentile was within ±10 of today's, and the index's return over the next 250 trading days. */
export async function forecast(db: Kysely<DB>, ix: Selectable<MarketIndexesTable>): Promise<Wire.IndexesForecastAnswer> {
  const rows = await indexCloseAndPe(db, ix.id);
  const sortedPe = rows.map((r) => r.pe).sort(compareDecimal);
  const rankOf = (pe: string) => {
    let lo = 0;
    let hi = sortedPe.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareDecimal(sortedPe[mid] ?? '0', pe) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return Math.floor((lo * 100) / Math.max(1, sortedPe.length));
  };
  const last = rows[rows.length - 1];
  const now = last ? rankOf(last.pe) : 0;
  const returns: Decimal[] = [];
  rows.forEach((r, i) => {
    const later = rows[i + FORWARD_DAYS];
    if (later && Math.abs(rankOf(r.pe) - now) <= BAND) returns.push(toDecimal(later.close).div(r.close).minus(1).times(100));
  });
  const sorted = [...returns].sort((a, b) => a.cmp(b));
  return {
    ...toIndexRow(ix),
    ...valuation(ix.pe_percentile),
    horizon_days: FORWARD_DAYS,
    samples: returns.length,
    profit_probability: returns.length > 0 ? fixed(toDecimal(returns.filter((r) => r.gt(0)).length).times(100).div(returns.length), 2) : null,
    avg_return: returns.length > 0 ? fixed(returns.reduce((a, b) => a.plus(b), toDecimal(0)).div(returns.length), 2) : null,
    worst: sorted[0] ? fixed(sorted[0], 2) : null,
    best: sorted[sorted.length - 1] ? fixed(sorted[sorted.length - 1] ?? 0, 2) : null,
  };
}

async function members(db: Kysely<DB>, symbol: string): Promise<{ row: BoardRow; cap: Decimal }[]> {
  const board = await stockBoard(db);
  const caps = new Map(board.map((s) => [s.id, toDecimal(s.total_shares).times(s.close)]));
  const candidates = board.map((s) => ({ id: s.id, exchange: s.exchange, code: s.code, sectorCode: s.sector_code ?? '', cap: Number((caps.get(s.id) ?? toDecimal(0)).div(1e8).toFixed(0)), row: s }));
  return indexMembers(symbol, candidates).map((c) => ({ row: c.row, cap: caps.get(c.id) ?? toDecimal(0) }));
}

export async function holdSymbols(db: Kysely<DB>, ix: Selectable<MarketIndexesTable>): Promise<Wire.IndexesHoldSymbolsAnswer> {
  const list = await members(db, ix.symbol);
  const total = list.reduce((a, m) => a.plus(m.cap), toDecimal(0));
  return list.map(({ row, cap }) => ({
    symbol: row.symbol, abbr_name: row.name, symbol_type: 1, sector_name: row.sector_name, current: row.close,
    percentage: percentOf(row.close, row.last_close), weight: total.gt(0) ? fixed(cap.div(total).times(100), 2) : '0.00',
  }));
}

export async function holdSymbolsAnalyse(db: Kysely<DB>, ix: Selectable<MarketIndexesTable>): Promise<Wire.IndexesHoldSymbolsAnalyseAnswer> {
  const list = await members(db, ix.symbol);
  const total = list.reduce((a, m) => a.plus(m.cap), toDecimal(0));
  const earnings = list.reduce((a, m) => a.plus(toDecimal(m.row.eps_ttm).times(m.row.total_shares)), toDecimal(0));
  const sectors = new Map<string, Decimal>();
  for (const m of list) sectors.set(m.row.sector_name ?? '其他', (sectors.get(m.row.sector_name ?? '其他') ?? toDecimal(0)).plus(m.cap));
  const weights = list.map((m) => m.cap).sort((a, b) => b.cmp(a));
  return {
    symbol: ix.symbol,
    count: list.length,
    pe: earnings.gt(0) ? fixed(total.div(earnings), 2) : null,
    top10_weight: total.gt(0) ? fixed(weights.slice(0, 10).reduce((a, b) => a.plus(b), toDecimal(0)).div(total).times(100), 2) : '0.00',
    sectors: [...sectors.entries()].map(([sector_name, cap]) => ({ sector_name, weight: fixed(cap.div(total).times(100), 2) })).sort((a, b) => compareDecimal(b.weight, a.weight)),
  };
}
