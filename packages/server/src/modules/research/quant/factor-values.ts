// Factor values of every stock (and fund) from the latest bars and fundamentals, and their scores:
// each factor's quintile among peers, 5 the best, so a stock is always judged against the market.
import { toDecimal, type Decimal } from '@fund/core/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fixed } from '../../common/json';
import { stockBoard } from '../../market/stocks/stock-repo';
import { type FactorDef, FUND_FACTORS, STOCK_FACTORS } from './factor-catalog';
import { fundFigures, recentBarDates, stockBarsFrom } from './quant-repo';

export interface Scored {
  symbol: string;
  name: string;
  sectorId: number | null;
  values: Map<string, Decimal | null>;
  scores: Map<string, number>;
}

const WINDOW = 61;

function score(rows: Scored[], defs: readonly FactorDef[]): void {
  for (const def of defs) {
    const ranked = rows.filter((r) => r.values.get(def.factor) != null).sort((a, b) => {
      const x = a.values.get(def.factor) ?? toDecimal(0);
      const y = b.values.get(def.factor) ?? toDecimal(0);
      return def.higherIsBetter ? x.cmp(y) : y.cmp(x);
    });
    ranked.forEach((r, i) => r.scores.set(def.factor, Math.min(5, Math.floor((i * 5) / ranked.length) + 1)));
  }
}

export async function stockFactors(db: Kysely<DB>): Promise<Scored[]> {
  const board = await stockBoard(db);
  const since = await recentBarDates(db, WINDOW);
  const from = since[since.length - 1]?.date ?? '1970-01-01';
  const days = await stockBarsFrom(db, from);
  const rows = board.map((s): Scored => {
    const mine = days.filter((d) => d.stock_id === s.id);
    const closes = mine.map((d) => toDecimal(d.close));
    const last = closes[closes.length - 1] ?? toDecimal(s.close);
    const back = (n: number) => closes[Math.max(0, closes.length - 1 - n)] ?? last;
    const moves = mine.slice(-20).map((d) => toDecimal(d.close).div(d.last_close).minus(1));
    const mean = moves.reduce((a, b) => a.plus(b), toDecimal(0)).div(Math.max(1, moves.length));
    const variance = moves.reduce((a, b) => a.plus(b.minus(mean).pow(2)), toDecimal(0)).div(Math.max(1, moves.length - 1));
    const turnover = mine.slice(-20).reduce((a, d) => a.plus(toDecimal(d.volume).div(s.float_shares)), toDecimal(0)).div(Math.max(1, Math.min(20, mine.length)));
    const per = (x: string) => (toDecimal(x).gt(0) ? toDecimal(s.close).div(x) : null);
    return {
      symbol: s.symbol,
      name: s.name,
      sectorId: s.sector_id,
      scores: new Map(),
      values: new Map<string, Decimal | null>([
        ['pe_ttm', per(s.eps_ttm)], ['pb', per(s.bps)], ['ps', per(s.sps)],
        ['eps_growth', toDecimal(s.eps_lyr).gt(0) ? toDecimal(s.eps_ttm).div(s.eps_lyr).minus(1).times(100) : null],
        ['roe', toDecimal(s.eps_ttm).div(s.bps).times(100)],
        ['momentum_20', last.div(back(20)).minus(1).times(100)], ['momentum_60', last.div(back(60)).minus(1).times(100)],
        ['volatility_20', variance.sqrt().times(100)], ['turnover_20', turnover.times(100)],
      ]),
    };
  });
  score(rows, STOCK_FACTORS);
  return rows;
}

export async function fundFactors(db: Kysely<DB>): Promise<Scored[]> {
  const funds = await fundFigures(db);
  const dec = (x: string | number | null) => (x === null ? null : toDecimal(x));
  const rows = funds.map((f): Scored => ({
    symbol: f.symbol, name: f.abbr_name, sectorId: f.sector_id, scores: new Map(),
    values: new Map([['percent_month', dec(f.percent_month)], ['percent_year', dec(f.percent_year)], ['percent_three_year', dec(f.percent_three_year)], ['recommend_score', dec(f.recommend_score)], ['total_capital', dec(f.total_capital)]]),
  }));
  score(rows, FUND_FACTORS);
  return rows;
}

/** A stock's (or fund's) overall score, 0 to 100: the mean of its factor scores. */
export function overall(row: Scored): number {
  const s = [...row.scores.values()];
  return s.length === 0 ? 0 : Math.round((s.reduce((a, b) => a + b, 0) * 20) / s.length);
}

export function valueText(v: Decimal | null | undefined): string | null {
  return v === null || v === undefined ? null : fixed(v, 2);
}
