// Fund styles: funds tagged by asset type (stock, mixed, bond) and style (size × value/growth, or
// bond duration); per-style averages, best funds, and style indexes chained from daily average moves.
import { compareDecimal, toDecimal, type Decimal } from '@fund/core/money';
import { FundSubtype, fundSubtypeText } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { validationFailed } from '../../../http/api-error';
import { chain, fixed } from '../../common/json';
import { ownValue } from '../../common/own-key';
import { type PageRequest, toPage } from '../../common/paging';
import { parseSort } from '../../common/sorting';
import { toFundRow } from '../../fund/fund-mappers';
import { FUND_SORT_COLUMNS, type FundSortColumn, listFunds } from '../../fund/funds-repo';
import { dailyStyleMoves, navStamp, styledFundIds, styleGroups, styleStats, type StylePoint } from './fund-research-repo';

export const ASSET_TYPES: Readonly<Record<string, string>> = { stock: fundSubtypeText(FundSubtype.Stock), mixed: fundSubtypeText(FundSubtype.Mixed), bond: fundSubtypeText(FundSubtype.Bond) };
const SIZE = { large: '大盘', mid: '中盘', small: '小盘' } as const;
const STYLE = { value: '价值', blend: '平衡', growth: '成长' } as const;
export const STYLE_TYPES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  stock: Object.fromEntries(Object.entries(SIZE).flatMap(([s, sn]) => Object.entries(STYLE).map(([v, vn]) => [`${s}_${v}`, `${sn}${vn}`]))),
  bond: { short: '短久期', medium: '中久期', long: '长久期' },
};
const PERIOD_COLUMNS: Readonly<Record<string, FundSortColumn>> = {
  week: 'percent_week', month: 'percent_month', season: 'percent_season', six_month: 'percent_six_month', year: 'percent_year', two_year: 'percent_two_year', three_year: 'percent_three_year',
};
const TOP_FUNDS = 5;
const RELATED_FUNDS = 20;

const stylesOf = (asset: string) => STYLE_TYPES[asset === 'bond' ? 'bond' : 'stock'] ?? {};
const nameOf = (asset: string, style: string) => `${ownValue(ASSET_TYPES, asset) ?? ''}·${ownValue(stylesOf(asset), style) ?? style}`;

export function periodColumn(period: string | undefined): FundSortColumn {
  const column = ownValue(PERIOD_COLUMNS, period ?? 'year');
  if (!column) throw validationFailed({ period: ['不支持的统计区间'] });
  return column;
}

export function checkStyle(asset: string | undefined, style: string | undefined): void {
  if (asset !== undefined && !ownValue(ASSET_TYPES, asset)) throw validationFailed({ asset_type: ['不支持的资产类型'] });
  if (asset !== undefined && style !== undefined && !ownValue(stylesOf(asset), style)) throw validationFailed({ style_type: ['不支持的风格类型'] });
}

export function catalogue(): Wire.FundsStylesAnswer {
  return {
    asset_types: Object.entries(ASSET_TYPES).map(([code, name]) => ({ code, name, style_types: Object.entries(stylesOf(code)).map(([c, n]) => ({ code: c, name: n })) })),
    periods: Object.keys(PERIOD_COLUMNS),
  };
}

export async function overview(db: Kysely<DB>, period: string | undefined): Promise<Wire.FundsStylesOverviewAnswer> {
  const column = periodColumn(period);
  const rows = await styleGroups(db, column);
  return { period: period ?? 'year', results: rows.map((r) => ({ ...r, name: nameOf(r.asset_type, r.style_type) })) };
}

export async function info(db: Kysely<DB>, q: { asset_type: string; style_type: string; period?: string }): Promise<Wire.FundsStylesInfoAnswer> {
  checkStyle(q.asset_type, q.style_type);
  const column = periodColumn(q.period);
  const funds = await related(db, q.asset_type, q.style_type, { column, direction: 'desc' }, TOP_FUNDS);
  const stats = await styleStats(db, q.asset_type, q.style_type, column);
  return { asset_type: q.asset_type, style_type: q.style_type, name: nameOf(q.asset_type, q.style_type), period: q.period ?? 'year', funds_count: stats?.funds_count ?? 0, avg_percent: stats?.avg_percent ?? null, funds };
}

async function related(db: Kysely<DB>, asset: string | undefined, style: string | undefined, sort: { column: FundSortColumn; direction: 'asc' | 'desc' }, size: number): Promise<Wire.FundRow[]> {
  const rows = await styledFundIds(db, asset, style);
  if (rows.length === 0) return [];
  const funds = await listFunds(db, {}, sort, { page: 1, page_size: 10000 });
  return funds.filter((f) => rows.includes(f.id)).slice(0, size).map(toFundRow);
}

export async function relatedFunds(db: Kysely<DB>, q: { asset_type?: string; style_type?: string; sort?: string }): Promise<Wire.FundRow[]> {
  checkStyle(q.asset_type, q.style_type);
  return related(db, q.asset_type, q.style_type, parseSort(q.sort ?? '-percent_year', FUND_SORT_COLUMNS), RELATED_FUNDS);
}

let cache: { stamp: string; series: Map<string, { date: string; value: string; percent: string }[]> } | null = null;

/** Each style's index: 1000 on the first day, moved each day by the average daily move of its funds. */
async function styleSeries(db: Kysely<DB>) {
  const stamp = await navStamp(db);
  if (cache && cache.stamp === stamp) return cache.series;
  const rows: StylePoint[] = await dailyStyleMoves(db);
  const series = new Map<string, { date: string; value: string; percent: string }[]>();
  const levels = new Map<string, Decimal>();
  for (const r of rows) {
    const level = chain(levels.get(r.key) ?? toDecimal(1000), toDecimal(r.percent ?? '0').div(100));
    levels.set(r.key, level);
    series.set(r.key, [...(series.get(r.key) ?? []), { date: r.date, value: fixed(level, 2), percent: fixed(r.percent ?? '0', 2) }]);
  }
  cache = { stamp: stamp ?? '', series };
  return series;
}

export async function indexes(db: Kysely<DB>): Promise<Wire.FundsStylesIndexesAnswer> {
  const series = await styleSeries(db);
  return {
    results: [...series.entries()].map(([key, points]) => {
      const [asset = '', style = ''] = key.split(':');
      const last = points[points.length - 1];
      const yearAgo = points[Math.max(0, points.length - 251)];
      return { asset_type: asset, style_type: style, name: nameOf(asset, style), date: last?.date ?? null, value: last?.value ?? null, percent_day: last?.percent ?? null, percent_year: last && yearAgo ? fixed(toDecimal(last.value).div(yearAgo.value).minus(1).times(100), 2) : null };
    }),
  };
}

export async function monthlyOverview(db: Kysely<DB>, q: { asset_type?: string; style_type?: string; year?: number; month?: number }): Promise<Wire.FundsStylesMonthlyOverviewAnswer> {
  checkStyle(q.asset_type, q.style_type);
  const series = await styleSeries(db);
  const any = [...series.values()][0] ?? [];
  const lastMonth = (any[any.length - 1]?.date ?? '1970-01-01').slice(0, 7);
  const month = q.year !== undefined && q.month !== undefined ? `${q.year}-${String(q.month).padStart(2, '0')}` : lastMonth;
  const results = [...series.entries()]
    .filter(([key]) => (q.asset_type === undefined || key.startsWith(`${q.asset_type}:`)) && (q.style_type === undefined || key.endsWith(`:${q.style_type}`)))
    .map(([key, points]) => {
      const [asset = '', style = ''] = key.split(':');
      const before = [...points].reverse().find((p) => p.date.slice(0, 7) < month);
      const end = [...points].reverse().find((p) => p.date.slice(0, 7) === month);
      return { asset_type: asset, style_type: style, name: nameOf(asset, style), percent: before && end ? fixed(toDecimal(end.value).div(before.value).minus(1).times(100), 2) : null };
    })
    .sort((a, b) => (a.percent === null ? 1 : b.percent === null ? -1 : compareDecimal(b.percent, a.percent)));
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)), results };
}

/** One row a day (newest first) with every style index's value. */
export async function history(db: Kysely<DB>, page: PageRequest): Promise<Wire.FundsStylesHistoryAnswer> {
  const series = await styleSeries(db);
  const byDate = new Map<string, Record<string, string>>();
  for (const [key, points] of series) for (const p of points) byDate.set(p.date, { ...(byDate.get(p.date) ?? {}), [key.replace(':', '_')]: p.value });
  const dates = [...byDate.keys()].sort().reverse();
  const slice = dates.slice((page.page - 1) * page.page_size, page.page * page.page_size);
  return toPage(page, dates.length, slice.map((date) => ({ date, ...byDate.get(date) })));
}
