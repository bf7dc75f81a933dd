// Per-fund reads from the seeded research data: dividends and splits, the trade timetable, risk
// figures, asset allocation (latest pie and history), holdings structure and today's estimated NAV.
import { beijingDate, beijingMinutes, CUT_OFF_MINUTES } from '@fund/core/calendar';
import { compareDecimal, toDecimal, type Decimal } from '@fund/core/money';
import { riskLevelText } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fixed, keyedSeed, percentOf } from '../../common/json';
import { dayToText, isTradingDay, textToDay } from '../../../market-model/calendar';
import { Prng } from '../../../market-model/prng';
import { noData } from '../../common/not-found';
import type { FundRecord } from '../../fund/fund-mappers';
import { findFund } from '../../fund/funds-repo';
import { stockBoard } from '../../market/stocks/stock-repo';
import { fundAllocations, fundDividends, fundStockHoldings, latestNavMoves, latestReportedHoldings } from './fund-research-repo';

const PIE: readonly ['stock' | 'bond' | 'cash' | 'other', string][] = [['stock', '股票'], ['bond', '债券'], ['cash', '现金'], ['other', '其他']];
const RISK_DAYS = 250;

export async function fundOf(db: Kysely<DB>, symbol: string | undefined): Promise<FundRecord> {
  const fund = symbol ? await findFund(db, symbol) : undefined;
  if (!fund) throw noData();
  return fund;
}

export async function dividendSplit(db: Kysely<DB>, fund: FundRecord): Promise<Wire.FundsDividendSplitAnswer> {
  const rows = await fundDividends(db, fund.id);
  return rows.map((r) => ({
    ...r,
    text: r.kind === 'dividend' ? `每份派现金${r.per_share ?? '0'}元` : `每份拆分为${r.split_ratio ?? '1'}份`,
  }));
}

/** The first trading day on or after `day` (calendar days as numbers). */
function tradingOnOrAfter(day: number): number {
  let d = day;
  while (!isTradingDay(dayToText(d))) d += 1;
  return d;
}

function addTradingDays(day: number, n: number): number {
  let d = day;
  for (let i = 0; i < n; i += 1) d = tradingOnOrAfter(d + 1);
  return d;
}

/** Orders before 15:00 on a trading day count for that day (China time); later ones for the next. */
export function timetableOf(fund: FundRecord, now: Date): Wire.FundsTimetableAnswer {
  const today = textToDay(beijingDate(now));
  const late = beijingMinutes(now) >= CUT_OFF_MINUTES;
  const apply = tradingOnOrAfter(isTradingDay(dayToText(today)) && !late ? today : today + 1);
  const confirm = addTradingDays(apply, 1);
  return {
    buy: { apply_date: dayToText(apply), confirm_date: dayToText(confirm), income_date: dayToText(addTradingDays(confirm, 1)) },
    sell: { apply_date: dayToText(apply), confirm_date: dayToText(confirm), arrive_date: dayToText(addTradingDays(confirm, fund.t_days_sell)) },
    t_days_sell: fund.t_days_sell,
    cutoff_time: '15:00',
  };
}

export async function investRisk(db: Kysely<DB>, fund: FundRecord): Promise<Wire.FundsInvestRiskAnswer> {
  const navs = (await latestNavMoves(db, fund.id, RISK_DAYS)).reverse();
  let peak: Decimal | null = null;
  let worst = toDecimal(0);
  for (const n of navs) {
    const v = toDecimal(n.net_cumulative);
    if (peak === null || v.gt(peak)) peak = v;
    const dd = peak.minus(v).div(peak);
    if (dd.gt(worst)) worst = dd;
  }
  const moves = navs.map((n) => toDecimal(n.percent ?? '0'));
  const mean = moves.length > 0 ? moves.reduce((a, b) => a.plus(b), toDecimal(0)).div(moves.length) : toDecimal(0);
  const variance = moves.length > 1 ? moves.reduce((a, b) => a.plus(b.minus(mean).pow(2)), toDecimal(0)).div(moves.length - 1) : toDecimal(0);
  return {
    symbol: fund.symbol,
    investment_risk: fund.investment_risk,
    investment_risk_display: riskLevelText(fund.investment_risk),
    max_drawdown_year: navs.length > 1 ? fixed(worst.times(100), 2) : null,
    // Annualised over 250 trading days: daily standard deviation × √250.
    volatility_year: navs.length > 1 ? fixed(variance.sqrt().times(toDecimal(RISK_DAYS).sqrt()), 2) : null,
    suitable: `适合风险承受能力为${riskLevelText(fund.investment_risk)}及以上的投资者`,
  };
}

async function allocations(db: Kysely<DB>, fundId: number) {
  return fundAllocations(db, fundId);
}

export async function assetConf(db: Kysely<DB>, fund: FundRecord): Promise<Wire.AssetAllocationItem[]> {
  const [latest, previous] = await allocations(db, fund.id);
  if (!latest) return [];
  return PIE.map(([key, name]) => ({
    abbr_name: name,
    symbol: key,
    symbol_type: 0,
    percent: latest[key],
    change: previous ? toDecimal(latest[key]).minus(previous[key]).toFixed(2) : '0.00',
  }));
}

export async function assetHistory(db: Kysely<DB>, fund: FundRecord): Promise<Wire.FundsAssetHistoryAnswer> {
  const rows = await allocations(db, fund.id);
  return { symbol: fund.symbol, results: rows.map(({ fund_id: _id, ...r }) => r) };
}

export async function holdStruct(db: Kysely<DB>, fund: FundRecord): Promise<Wire.FundsHoldStructAnswer> {
  const rows = await fundStockHoldings(db, fund.id);
  const latestDate = rows[0]?.report_date ?? null;
  const previousDate = rows.find((r) => r.report_date !== latestDate)?.report_date ?? null;
  const latest = rows.filter((r) => r.report_date === latestDate);
  const board = new Map((await stockBoard(db)).map((s) => [s.symbol, s]));
  const holdings = latest.map((h) => {
    const before = rows.find((r) => r.report_date === previousDate && r.symbol === h.symbol);
    const quote = board.get(h.symbol);
    return {
      ...h,
      symbol_type: 1,
      change: before ? toDecimal(h.percent).minus(before.percent).toFixed(2) : h.percent,
      current: quote?.close ?? null,
      percentage: quote ? percentOf(quote.close, quote.last_close) : null,
    };
  });
  const sectors = new Map<string, Decimal>();
  for (const h of latest) sectors.set(h.sector_name ?? '其他', (sectors.get(h.sector_name ?? '其他') ?? toDecimal(0)).plus(h.percent));
  const [allocation] = await allocations(db, fund.id);
  return {
    report_date: latestDate,
    stock_percent: allocation?.stock ?? null,
    top10_percent: latest.reduce((a, h) => a.plus(h.percent), toDecimal(0)).toFixed(2),
    holdings,
    sectors: [...sectors.entries()].map(([sector_name, p]) => ({ sector_name, percent: p.toFixed(2) })).sort((a, b) => compareDecimal(b.percent, a.percent)),
  };
}

/** Today's intraday NAV estimate from the day's moves of the reported holdings. */
export async function estimatedQuoteHistory(db: Kysely<DB>, fund: FundRecord): Promise<Wire.FundsEstimatedQuoteHistoryAnswer> {
  const base = fund.net_value ?? '1.0000';
  const board = new Map((await stockBoard(db)).map((s) => [s.id, s]));
  const latest = await latestReportedHoldings(db, fund.id);
  let move = toDecimal(0);
  for (const h of latest) {
    const s = board.get(h.stock_id);
    if (s) move = move.plus(toDecimal(h.percent).times(toDecimal(s.close).div(s.last_close).minus(1)));
  }
  const date = [...board.values()][0]?.date ?? fund.tradedate;
  const rng = new Prng(keyedSeed(fund.symbol, date ?? '', 'estimate'));
  const points = Array.from({ length: 49 }, (_, i) => {
    const minutes = i <= 24 ? 570 + i * 5 : 780 + (i - 24) * 5;
    const part = move.times(i).div(48).plus(i === 48 ? 0 : toDecimal(rng.bell(3)).div(100));
    return { time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, estimated_net_value: fixed(toDecimal(base).times(part.div(100).plus(1)), 4), percent: fixed(part, 2) };
  });
  return { symbol: fund.symbol, date, net_value: base, estimated_percent: fixed(move, 2), results: points };
}
