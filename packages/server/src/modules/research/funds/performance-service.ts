// How a fund has done: its managers' tenures, yearly returns, period ranks among its subtype against
// the benchmark, and what 10,000 yuan became over past holding periods (the asset forecast).
import { ManagerBenchmark, managerBenchmarkFor } from '@fund/core/fund';
import { toDecimal } from '@fund/core/money';
import { addDays, addMonths, daysBetween } from '@fund/core/calendar';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { fixed, percentOf } from '../../common/json';
import type { FundRecord } from '../../fund/fund-mappers';
import type { FundSortColumn } from '../../fund/funds-repo';
import { bondAveragePercent, cumulativeNavs, findIndexNameBySymbol, indexCloseOn, managerTenures, periodRank, yearlyNavEnds } from './fund-research-repo';

const PERIODS: readonly [string, FundSortColumn, number][] = [
  // [period, column, months back (0: a week)]
  ['week', 'percent_week', 0], ['month', 'percent_month', 1], ['season', 'percent_season', 3], ['six_month', 'percent_six_month', 6],
  ['year', 'percent_year', 12], ['two_year', 'percent_two_year', 24], ['three_year', 'percent_three_year', 36],
];
const CSI300 = 'SH000300';
const BOND_NAME = '中债综合指数（演示：债券基金平均）';
const FORECAST: readonly [string, number][] = [['3个月', 60], ['6个月', 120], ['1年', 250], ['3年', 750]];
const PRINCIPAL = '10000.00';

/** Month ends clamp (03-31 minus one month is 02-28), as the NAV chart's periods do. */
function shiftBack(date: string, months: number): string {
  return months === 0 ? addDays(date, -7) : addMonths(date, -months);
}

export async function achivements(db: Kysely<DB>, fund: FundRecord): Promise<Wire.FundsAchivementsAnswer> {
  const managers = await managerTenures(db, fund.id);
  const years = await yearlyNavEnds(db, fund.id);
  const latest = fund.net_cumulative ?? '1.0000';
  return {
    symbol: fund.symbol,
    managers: managers.map(({ start_value, ...m }) => ({
      ...m,
      days: Math.max(0, daysBetween(m.start_date, fund.tradedate ?? m.start_date)),
      return_percent: start_value ? percentOf(latest, start_value) : null,
    })),
    years: years.map((y) => ({ year: y.year, percent: percentOf(y.last, y.first) })),
  };
}

export async function benchmarkPercent(db: Kysely<DB>, stype: number, column: FundSortColumn, months: number, asOf: string): Promise<{ name: string; percent: string | null }> {
  const benchmark = managerBenchmarkFor(stype);
  if (benchmark === ManagerBenchmark.Csi300) {
    const ix = await findIndexNameBySymbol(db, CSI300);
    if (!ix) return { name: '', percent: null };
    const at = (date: string) => indexCloseOn(db, ix.id, date);
    const [now, then] = await Promise.all([at(asOf), at(shiftBack(asOf, months))]);
    return { name: ix.name, percent: now && then ? percentOf(now.close, then.close) : null };
  }
  if (benchmark === ManagerBenchmark.CompositeBond) {
    return { name: BOND_NAME, percent: await bondAveragePercent(db, column) };
  }
  return { name: '', percent: null };
}

export async function achievementRank(db: Kysely<DB>, fund: FundRecord): Promise<Wire.AchievementRank[]> {
  const out: Wire.AchievementRank[] = [];
  for (const [period, column, months] of PERIODS) {
    const percent = fund[column];
    const ranks = percent === null ? undefined : await periodRank(db, column, percent, fund.symbol_stype);
    const track = await benchmarkPercent(db, fund.symbol_stype, column, months, fund.tradedate ?? fund.estab_date);
    out.push({ period, percent: typeof percent === 'string' ? percent : null, track_name: track.name, track_percent: track.percent, rank_index: ranks?.rank ?? null, rank_total: ranks?.total ?? null });
  }
  return out;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

/** Over every past window of each length: the share that gained, and the 10th/50th/90th percentile outcome of 10,000 yuan. */
export async function assetForecast(db: Kysely<DB>, fund: FundRecord): Promise<Wire.FundsAssetForecastAnswer> {
  const navs = await cumulativeNavs(db, fund.id);
  // Cumulative NAVs as integers of 1e-4; returns in basis points (integers, then exact decimals on the wire).
  const values = navs.map((n) => Math.round(Number(toDecimal(n.net_cumulative).times(10000).toFixed(0))));
  const results = FORECAST.map(([label, days]) => {
    const bps: number[] = [];
    for (let i = 0; i + days < values.length; i += 1) {
      const from = values[i] ?? 1;
      bps.push(Math.trunc((((values[i + days] ?? from) - from) * 10000) / from));
    }
    if (bps.length === 0) return { period: label, days, samples: 0, profit_probability: null, worst: null, median: null, best: null };
    const sorted = [...bps].sort((a, b) => a - b);
    const outcome = (bp: number) => fixed(toDecimal(PRINCIPAL).times(toDecimal(bp).div(10000).plus(1)), 2);
    return {
      period: label, days, samples: bps.length,
      profit_probability: fixed(toDecimal(bps.filter((b) => b > 0).length).times(100).div(bps.length), 2),
      worst: outcome(percentile(sorted, 0.1)), median: outcome(percentile(sorted, 0.5)), best: outcome(percentile(sorted, 0.9)),
    };
  });
  return { symbol: fund.symbol, principal: PRINCIPAL, results };
}
