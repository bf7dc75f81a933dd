// Quant reads: a symbol's factors, its strongest factor and analysis by category; industries ranked by
// their stocks' scores; factor strategies with holdings and their equal-weight index; subscriptions.
import { toDecimal, type Decimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { validationFailed } from '../../../http/api-error';
import { iso } from '../../account/auth/timestamps';
import { chain, fixed } from '../../common/json';
import { ownValue } from '../../common/own-key';
import { noData } from '../../common/not-found';
import { QUANT_SENIOR_CATEGORIES } from '@fund/core/research';
import { FACTOR_CATEGORIES, type FactorDef, FUND_FACTORS, INFLUENCE_TEXTS, QUANT_SUBSCRIPTION_CODES, STOCK_FACTORS, STRATEGIES } from './factor-catalog';
import { fundFactors, overall, type Scored, stockFactors, valueText } from './factor-values';
import { allSectors, barsOfStocks, indexClosesSince, insertQuantSubscription, stockIdsOf, tradingDayBackFromLastBar } from './quant-repo';

const INDUSTRY_TOP = 5;
const STRATEGY_SIZE = 10;
const STRATEGY_DAYS = 250;

async function scoredOf(db: Kysely<DB>, symbol: string | undefined): Promise<{ row: Scored; defs: readonly FactorDef[] }> {
  const stocks = await stockFactors(db);
  const stock = stocks.find((s) => s.symbol === symbol);
  if (stock) return { row: stock, defs: STOCK_FACTORS };
  const fund = (await fundFactors(db)).find((f) => f.symbol === symbol);
  if (fund) return { row: fund, defs: FUND_FACTORS };
  throw noData();
}

function factorOf(def: FactorDef, row: Scored): Wire.QuantFactor & { name: string; category: string; value: string | null } {
  const s = row.scores.get(def.factor) ?? 3;
  const influence = s >= 4 ? 1 : s === 3 ? 2 : 3;
  return {
    factor: def.factor, name: def.name, category: def.category, factor_type_display: FACTOR_CATEGORIES[def.category] ?? '',
    price_influence_type: influence, price_influence_type_display: INFLUENCE_TEXTS[influence] ?? '', factor_score_type: s, value: valueText(row.values.get(def.factor)),
  };
}

export async function factors(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.QuantFactor[]> {
  const { row, defs } = await scoredOf(db, symbol);
  return defs.map((d) => factorOf(d, row));
}

export async function maxFactor(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.QuantFactor> {
  const all = await factors(db, symbol);
  const best = [...all].sort((a, b) => b.factor_score_type - a.factor_score_type)[0];
  if (!best) throw noData();
  return best;
}

/** A symbol's factors by category; the senior categories' factors only for a member (`seniorOpen`). */
export async function analyse(db: Kysely<DB>, symbol: string | undefined, category: string | undefined, seniorOpen: boolean): Promise<Wire.QuantAnalyseAnswer> {
  if (category !== undefined && !ownValue(FACTOR_CATEGORIES, category)) throw validationFailed({ factor_category: ['不支持的因子类别'] });
  const { row, defs } = await scoredOf(db, symbol);
  const categories = [...new Set(defs.map((d) => d.category))].map((c) => {
    const mine = defs.filter((d) => d.category === c).map((d) => row.scores.get(d.factor) ?? 3);
    return { category: c, display: FACTOR_CATEGORIES[c] ?? '', score: Math.round((mine.reduce((a, b) => a + b, 0) * 20) / mine.length) };
  });
  const asked = defs.filter((d) => category === undefined || d.category === category);
  const shown = seniorOpen ? asked : asked.filter((d) => !QUANT_SENIOR_CATEGORIES.includes(d.category));
  return {
    symbol: row.symbol, abbr_name: row.name, score: overall(row), factor_category: category ?? null, categories,
    factors: shown.map((d) => factorOf(d, row)),
    senior_locked: asked.length > shown.length,
  };
}

export async function industries(db: Kysely<DB>): Promise<Wire.QuantIndustryRecommendAnswer> {
  const stocks = await stockFactors(db);
  const sectors = await allSectors(db);
  const rows = sectors.map((s) => {
    const mine = stocks.filter((x) => x.sectorId === s.id);
    const score = mine.length === 0 ? 0 : Math.round(mine.reduce((a, x) => a + overall(x), 0) / mine.length);
    return { ...s, score, stocks_count: mine.length, reason: score >= 60 ? '因子综合评分较高，估值与动量俱佳' : score >= 50 ? '因子评分中性，可持续跟踪' : '因子评分偏弱，建议观望' };
  });
  return rows.sort((a, b) => b.score - a.score || a.id - b.id);
}

export async function industry(db: Kysely<DB>, id: number): Promise<Wire.QuantIndustryRecommendDetailAnswer> {
  const sector = (await industries(db)).find((s) => s.id === id);
  if (!sector) throw noData();
  const stocks = (await stockFactors(db)).filter((s) => s.sectorId === id).sort((a, b) => overall(b) - overall(a) || a.symbol.localeCompare(b.symbol));
  return { ...sector, symbols: stocks.slice(0, INDUSTRY_TOP).map((s) => ({ symbol: s.symbol, abbr_name: s.name, score: overall(s) })) };
}

function strategyOf(id: number) {
  const s = STRATEGIES.find((x) => x.id === id);
  if (!s) throw noData();
  return s;
}

function holdings(stocks: readonly Scored[], factor: string): Scored[] {
  return stocks.filter((s) => s.values.get(factor) != null).sort((a, b) => (b.scores.get(factor) ?? 0) - (a.scores.get(factor) ?? 0) || a.symbol.localeCompare(b.symbol)).slice(0, STRATEGY_SIZE);
}

/** The equal-weight index of today's holdings over the last 250 days, against the CSI 300, both from 1000. */
async function series(db: Kysely<DB>, stocks: readonly Scored[], factor: string): Promise<{ date: string; value: Decimal; benchmark: Decimal | null }[]> {
  const held = holdings(stocks, factor).map((h) => h.symbol);
  const from = await tradingDayBackFromLastBar(db, STRATEGY_DAYS);
  const ids = await stockIdsOf(db, held);
  const rows = await barsOfStocks(db, ids.map((i) => i.id), from?.date ?? '1970-01-01');
  const byDate = new Map<string, Decimal[]>();
  for (const r of rows) byDate.set(r.date, [...(byDate.get(r.date) ?? []), toDecimal(r.close).div(r.last_close).minus(1)]);
  const dates = [...byDate.keys()].sort();
  const bench = await indexClosesSince(db, 'SH000300', dates[0] ?? '1970-01-01');
  const benchBase = bench[0]?.close;
  const benchByDate = new Map(bench.map((b) => [b.date, b.close]));
  let level = toDecimal(1000);
  return dates.map((date) => {
    const moves = byDate.get(date) ?? [];
    level = chain(level, moves.reduce((a, b) => a.plus(b), toDecimal(0)).div(Math.max(1, moves.length)));
    const b = benchByDate.get(date);
    return { date, value: level, benchmark: b && benchBase ? toDecimal(b).div(benchBase).times(1000) : null };
  });
}

async function summary(db: Kysely<DB>, stocks: readonly Scored[], s: (typeof STRATEGIES)[number]) {
  const points = await series(db, stocks, s.factor);
  let peak = toDecimal(0);
  let drawdown = toDecimal(0);
  for (const p of points) {
    if (p.value.gt(peak)) peak = p.value;
    const dd = peak.minus(p.value).div(peak);
    if (dd.gt(drawdown)) drawdown = dd;
  }
  const last = points[points.length - 1];
  return { ...s, annual_return: last ? fixed(last.value.div(1000).minus(1).times(100), 2) : null, max_drawdown: fixed(drawdown.times(100), 2) };
}

export async function strategies(db: Kysely<DB>): Promise<Wire.QuantStrategiesAnswer> {
  const stocks = await stockFactors(db);
  const out: Wire.QuantStrategiesAnswer = [];
  for (const s of STRATEGIES) out.push(await summary(db, stocks, s));
  return out;
}

export async function strategy(db: Kysely<DB>, id: number): Promise<Wire.QuantStrategyAnswer> {
  const s = strategyOf(id);
  const stocks = await stockFactors(db);
  const held = holdings(stocks, s.factor);
  return { ...(await summary(db, stocks, s)), holdings: held.map((h) => ({ symbol: h.symbol, abbr_name: h.name, value: valueText(h.values.get(s.factor)), weight: fixed(toDecimal(100).div(Math.max(1, held.length)), 2) })) };
}

export async function strategyIndexes(db: Kysely<DB>, id: number): Promise<Wire.QuantStrategyIndexesAnswer> {
  const s = strategyOf(id);
  return (await series(db, await stockFactors(db), s.factor)).map((p) => ({ date: p.date, value: fixed(p.value, 2), benchmark: p.benchmark ? fixed(p.benchmark, 2) : null }));
}

export async function subscribe(db: Kysely<DB>, userId: number, code: string, now: Date): Promise<void> {
  if (!QUANT_SUBSCRIPTION_CODES.some((c) => c === code)) throw validationFailed({ code: ['不支持的订阅项目'] });
  await insertQuantSubscription(db, userId, code, iso(now));
}
