// Manager research: period achievements ranked among all managers, the manager index (the daily average
// move of the funds they run) alone and against the benchmark, curated lists and filter conditions.
import { type Decimal, toDecimal } from '@fund/core/money';
import { managerBenchmarkFor, ManagerBenchmark } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import { type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { chain, fixed } from '../../common/json';
import { noData } from '../../common/not-found';
import { offsetOf, toPage } from '../../common/paging';
import { benchmarkPercent } from '../funds/performance-service';
import { toManager } from './manager-mapper';
import { bondDailyMoves, countInPostManagers, currentTenureReturns, findManager, firstFundSubtype, goodAtTypes, indexClosesFrom, inPostManagerPage, managerDailyMoves, type ManagerSortColumn, type TenurePeriodColumn } from './managers-repo';

const PERIODS: readonly [string, TenurePeriodColumn, number][] = [
  ['month', 'percent_month', 1], ['season', 'percent_season', 3], ['six_month', 'percent_six_month', 6], ['year', 'percent_year', 12], ['three_year', 'percent_three_year', 36],
];
const BASE = 1000;

export async function managerOf(db: Kysely<DB>, id: number) {
  const m = await findManager(db, id);
  if (!m) throw noData();
  return m;
}

export async function achivements(db: Kysely<DB>, id: number, now: Date): Promise<Wire.AchievementRank[]> {
  const manager = await managerOf(db, id);
  const rows = await currentTenureReturns(db);
  const mine = rows.filter((r) => r.manager_id === manager.id);
  const out: Wire.AchievementRank[] = [];
  for (const [period, column, months] of PERIODS) {
    const averages = new Map<number, Decimal>();
    const groups = new Map<number, string[]>();
    for (const r of rows) if (r[column] !== null) groups.set(r.manager_id, [...(groups.get(r.manager_id) ?? []), r[column] ?? '0']);
    for (const [mid, values] of groups) averages.set(mid, values.reduce((a, v) => a.plus(v), toDecimal(0)).div(values.length));
    const own = averages.get(manager.id);
    const better = own === undefined ? 0 : [...averages.values()].filter((v) => v.gt(own)).length;
    const stype = mine[0]?.symbol_stype ?? 301;
    const track = await benchmarkPercent(db, stype, column, months, mine[0]?.tradedate ?? beijingDate(now));
    out.push({ period, percent: own === undefined ? null : fixed(own, 2), track_name: track.name, track_percent: track.percent, rank_index: own === undefined ? null : better + 1, rank_total: averages.size });
  }
  return out;
}

/** The manager index: 1000 on the first day they ran a fund, moved daily by their funds' average move. */
export async function indexHistory(db: Kysely<DB>, id: number): Promise<Wire.IndexPoint[]> {
  await managerOf(db, id);
  const rows = await managerDailyMoves(db, id);
  let level = toDecimal(BASE);
  return rows.map((r) => {
    level = chain(level, toDecimal(r.percent).div(100));
    return { date: r.date, value: fixed(level, 2) };
  });
}

async function benchmarkLevels(db: Kysely<DB>, id: number, dates: readonly string[]): Promise<Map<string, Decimal>> {
  const firstStype = await firstFundSubtype(db, id);
  const out = new Map<string, Decimal>();
  if (managerBenchmarkFor(firstStype) === ManagerBenchmark.CompositeBond) {
    const rows = await bondDailyMoves(db, dates[0] ?? '1970-01-01');
    let level = toDecimal(BASE);
    for (const r of rows) out.set(r.date, (level = chain(level, toDecimal(r.percent).div(100))));
    return out;
  }
  const rows = await indexClosesFrom(db, 'SH000300', dates[0] ?? '1970-01-01');
  const base = rows[0]?.close ?? '1';
  for (const r of rows) out.set(r.date, toDecimal(r.close).div(base).times(BASE));
  return out;
}

/** The manager index divided by the benchmark's (both 1000 at the start): above 1000 means ahead of it. */
export async function indexHistoryRelative(db: Kysely<DB>, id: number): Promise<Wire.IndexPoint[]> {
  const own = await indexHistory(db, id);
  const bench = await benchmarkLevels(db, id, own.map((p) => p.date));
  return own.flatMap((p) => {
    const b = bench.get(p.date);
    return b && b.gt(0) ? [{ date: p.date, value: fixed(toDecimal(p.value).div(b).times(BASE), 2) }] : [];
  });
}

interface ManagerList {
  id: number;
  name: string;
  description: string;
  order: ManagerSortColumn | 'score';
  score?: 'stability' | 'stock_selection';
  where?: 'senior';
  column?: 'bull_market' | 'bear_market' | 'index_rate_tyear' | 'work_seniority';
}

export const MANAGER_LISTS: readonly ManagerList[] = [
  { id: 1, name: '长跑健将', description: '从业十年以上、穿越多轮牛熊的基金经理', order: 'work_seniority', where: 'senior', column: 'work_seniority' },
  { id: 2, name: '牛市冠军', description: '牛市中收益领先的进攻型基金经理', order: 'index_rate_tyear', column: 'bull_market' },
  { id: 3, name: '熊市抗跌', description: '熊市中回撤控制出色的基金经理', order: 'index_rate_tyear', column: 'bear_market' },
  { id: 4, name: '近三年收益领先', description: '近三年任职回报领先的基金经理', order: 'index_rate_tyear', column: 'index_rate_tyear' },
  { id: 5, name: '稳健之选', description: '业绩稳定性评分最高的基金经理', order: 'score', score: 'stability' },
  { id: 6, name: '选股能手', description: '选股能力评分最高的基金经理', order: 'score', score: 'stock_selection' },
];

async function listPage(db: Kysely<DB>, list: ManagerList, page: { page: number; page_size: number }) {
  const senior = list.where === 'senior';
  const total = await countInPostManagers(db, senior);
  const rows = await inPostManagerPage(db, senior, { score: list.score, column: list.column }, page.page_size, offsetOf(page));
  return { total, managers: rows.map(toManager) };
}

export async function lists(db: Kysely<DB>): Promise<Wire.ManagersListsAnswer> {
  const out: Wire.ManagersListsAnswer = [];
  for (const list of MANAGER_LISTS) {
    const { total, managers } = await listPage(db, list, { page: 1, page_size: 3 });
    out.push({ id: list.id, name: list.name, description: list.description, managers_count: total, preview: managers.map((m) => m.name) });
  }
  return out;
}

export async function listDetail(db: Kysely<DB>, id: number, page: { page: number; page_size: number }): Promise<Wire.ManagersListDetailAnswer> {
  const list = MANAGER_LISTS.find((l) => l.id === id);
  if (!list) throw noData();
  const { total, managers } = await listPage(db, list, page);
  const p = toPage(page, total, managers);
  return { id: list.id, name: list.name, description: list.description, current_page: p.current_page, total_page: p.total_page, total_count: p.total_count, managers };
}

export async function filterConditions(db: Kysely<DB>): Promise<Wire.ManagersFilterConditionsAnswer> {
  const types = await goodAtTypes(db);
  return {
    sorts: [{ value: '-index_rate_tyear', name: '近三年回报' }, { value: '-work_seniority', name: '从业年限' }, { value: '-start_date', name: '最近任职' }],
    good_at_types: types.map((t) => t.good_at_type),
    lists: MANAGER_LISTS.map((l) => ({ id: l.id, name: l.name })),
    seniority: [{ value: '0-3', name: '3年以下' }, { value: '3-5', name: '3-5年' }, { value: '5-10', name: '5-10年' }, { value: '10-', name: '10年以上' }],
  };
}
