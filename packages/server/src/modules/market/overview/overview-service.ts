// The China market at a glance (indexes, breadth, limit moves, turnover, sector ranking, trade status),
// the day's profit/loss distribution, and shape-alike K-lines among the demo stocks.
import { beijingDate, beijingMinutes } from '@fund/core/calendar';
import { compareDecimal, type Decimal, toDecimal } from '@fund/core/money';
import { stockTradeStatusText } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fixed, percentOf } from '../../common/json';
import { isTradingDay } from '../../../market-model/calendar';
import { toIndexRow } from '../../research/indexes/index-mapper';
import { breadthOf } from '../stocks/quote-service';
import { limitRatio } from '../stocks/stock-quote';
import { type BoardRow, fundCloses, indexCloses, latestDays, stockBoard } from '../stocks/stock-repo';
import { resolveSymbol } from '../stocks/symbol-resolver';
import { fundDayMoves, marketIndexRows, sectorsByDayMove } from './market-overview-repo';

const BUCKETS = ['≤-7%', '-7~-5%', '-5~-3%', '-3~0%', '0%', '0~3%', '3~5%', '5~7%', '≥7%'] as const;
const SIMILAR_DAYS = 60;
const SIMILAR_STEP = 20;
const SIMILAR_WINDOWS = 10;
const SIMILAR_TOP = 5;
const AFTER_DAYS = 20;

/** 0 open, 1 lunch break, 2 closed, 3 call auction (China time). */
export function tradeStatus(now: Date): number {
  if (!isTradingDay(beijingDate(now))) return 2;
  const m = beijingMinutes(now);
  if (m >= 555 && m < 570) return 3;
  if ((m >= 570 && m < 690) || (m >= 780 && m < 900)) return 0;
  if (m >= 690 && m < 780) return 1;
  return 2;
}

function isLimit(s: BoardRow, up: boolean): boolean {
  const limit = toDecimal(s.last_close).times(toDecimal(1).plus(up ? limitRatio(s.code) : toDecimal(limitRatio(s.code)).neg()));
  return toDecimal(s.close).minus(limit).abs().lte('0.01');
}

export async function marketsCn(db: Kysely<DB>, now: Date): Promise<Wire.MarketMarketsCnAnswer> {
  const board = await stockBoard(db);
  const indexes = await marketIndexRows(db);
  const sectors = await sectorsByDayMove(db);
  const status = tradeStatus(now);
  return {
    tradedate: board[0]?.date ?? null,
    trade_status: status,
    trade_status_display: stockTradeStatusText(status),
    indexes: indexes.map(toIndexRow),
    ...breadthOf(board),
    limit_up: board.filter((s) => isLimit(s, true)).length,
    limit_down: board.filter((s) => isLimit(s, false)).length,
    amount_total: board.reduce((a, s) => a.plus(s.amount), toDecimal(0)).toFixed(2),
    sectors,
  };
}

/** The bucket of a day's move in percent: down to -7, -5, -3, 0, flat, up to 3, 5, 7 and beyond. */
function bucketOf(m: Decimal): number {
  if (m.eq(0)) return 4;
  const edges = [-7, -5, -3, 0, 0, 3, 5, 7];
  if (m.lt(0)) return m.lte(-7) ? 0 : edges.findIndex((e, i) => i > 0 && i < 4 && m.lt(e));
  return m.gte(7) ? 8 : edges.findIndex((e, i) => i > 4 && m.lt(e));
}

export async function profitLoss(db: Kysely<DB>): Promise<Wire.MarketProfitLossAnswer> {
  const board = await stockBoard(db);
  const moves = board.map((s) => toDecimal(percentOf(s.close, s.last_close) ?? '0'));
  const funds = await fundDayMoves(db);
  const count = (test: (p: string) => boolean) => funds.filter((f) => f.percent_day !== null && test(f.percent_day)).length;
  return {
    tradedate: board[0]?.date ?? null,
    stocks: BUCKETS.map((label, i) => ({ label, count: moves.filter((m) => bucketOf(m) === i).length })),
    funds: { rise: count((p) => compareDecimal(p, 0) > 0), drop: count((p) => compareDecimal(p, 0) < 0), flat: count((p) => compareDecimal(p, 0) === 0) },
  };
}

export function similarFilterConditions(): Wire.MarketSimilarKLineFilterConditionsAnswer {
  return { periods: [{ value: SIMILAR_DAYS, name: `近${SIMILAR_DAYS}个交易日` }], scopes: [{ value: 'all', name: '全市场' }], after_days: AFTER_DAYS, top: SIMILAR_TOP };
}

/** Daily moves in basis points (integers): the shape of a price path, free of its level. */
function movesOf(closes: readonly string[]): number[] {
  return closes.slice(1).map((c, i) => Number(toDecimal(c).div(closes[i] ?? c).minus(1).times(10000).toFixed(0)));
}

/** Pearson correlation of two move series, a statistic in [-1, 1] (not money). */
function correlation(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return 0;
  const mean = (x: readonly number[]) => x.slice(0, n).reduce((s, v) => s + v, 0) / n;
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let dbb = 0;
  for (let i = 0; i < n; i += 1) {
    const x = (a[i] ?? 0) - ma;
    const y = (b[i] ?? 0) - mb;
    num += x * y;
    da += x * x;
    dbb += y * y;
  }
  return da === 0 || dbb === 0 ? 0 : num / Math.sqrt(da * dbb);
}

export async function similarKLine(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketSimilarKLineAnswer> {
  const r = await resolveSymbol(db, symbol);
  const target = r.type === 'stock'
    ? (await latestDays(db, r.stock.id, SIMILAR_DAYS + 1)).reverse().map((d) => d.close)
    : (r.type === 'index' ? await indexCloses(db, r.index.id, SIMILAR_DAYS + 1) : await fundCloses(db, r.fund.id, SIMILAR_DAYS + 1)).reverse().map((d) => d.close);
  const shape = movesOf(target);
  const span = SIMILAR_DAYS + SIMILAR_STEP * SIMILAR_WINDOWS + AFTER_DAYS + 1;
  const candidates: { symbol: string; abbr_name: string; start_date: string; end_date: string; similarity: number; after_percent: string | null }[] = [];
  for (const s of await stockBoard(db)) {
    if (s.symbol === symbol) continue;
    const days = (await latestDays(db, s.id, span)).reverse();
    for (let w = 1; w <= SIMILAR_WINDOWS; w += 1) {
      const end = days.length - 1 - AFTER_DAYS - (w - 1) * SIMILAR_STEP;
      const start = end - SIMILAR_DAYS;
      const first = days[start];
      const last = days[end];
      if (!first || !last) continue;
      const after = days[end + AFTER_DAYS];
      candidates.push({
        symbol: s.symbol, abbr_name: s.name, start_date: first.date, end_date: last.date,
        similarity: correlation(shape, movesOf(days.slice(start, end + 1).map((d) => d.close))),
        after_percent: after ? percentOf(after.close, last.close) : null,
      });
    }
  }
  candidates.sort((a, b) => b.similarity - a.similarity || a.symbol.localeCompare(b.symbol));
  const top = candidates.slice(0, SIMILAR_TOP).map((c) => ({ ...c, similarity: fixed(c.similarity.toFixed(6), 4) }));
  return { symbol: symbol ?? '', days: SIMILAR_DAYS, after_days: AFTER_DAYS, results: top };
}
