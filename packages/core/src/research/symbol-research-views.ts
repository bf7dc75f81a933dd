// Views of a symbol's research sub-pages (holdings, forecast, managers, holders, similar K-lines) and of
// the market pages (shareholders, overview), read from the wire's open JSON.
import type { JsonObject } from '../api/contract/entities/common-types';
import { MARKET_TEXTS } from '../market/market-texts';
import { EMPTY_PERCENT_TEXT } from '../money/percent-format';
import { compareDecimal } from '../money/decimal';
import { jsonDecimal, jsonInt, jsonObjects, jsonText } from '../market/market-json';
import { readHolderRow, readSectorRow, readSymbolRow, unitsText, type HolderRow, type SectorRow, type SymbolRow } from '../market/market-rows';

/** A rank among peers: '12/345', or the dash when unknown. */
export function rankText(index: number | null, total: number | null): string {
  return index === null || total === null ? EMPTY_PERCENT_TEXT : `${index}/${total}`;
}

/** A percent figure without sign: '12.30%', or the dash. */
export function plainPercentText(value: string | null): string {
  return value === null ? EMPTY_PERCENT_TEXT : `${value}%`;
}

export interface HoldingRow extends SymbolRow {
  weight: string | null;
  sectorName: string;
}

export interface HoldStructView {
  reportDate: string | null;
  stockPercent: string | null;
  top10Percent: string | null;
  holdings: HoldingRow[];
  sectors: { name: string; percent: string | null }[];
}

export function readHoldStruct(answer: JsonObject): HoldStructView {
  return {
    reportDate: jsonText(answer, 'report_date'),
    stockPercent: jsonDecimal(answer, 'stock_percent'),
    top10Percent: jsonDecimal(answer, 'top10_percent'),
    holdings: jsonObjects(answer, 'holdings').map((h) => ({
      ...readSymbolRow(h),
      percent: jsonDecimal(h, 'percentage'),
      weight: jsonDecimal(h, 'percent'),
      sectorName: jsonText(h, 'sector_name') ?? '',
    })),
    sectors: jsonObjects(answer, 'sectors').map((s) => ({ name: jsonText(s, 'sector_name') ?? '', percent: jsonDecimal(s, 'percent') })),
  };
}

export interface ForecastRow {
  period: string;
  samples: number;
  probability: string | null;
  worst: string | null;
  median: string | null;
  best: string | null;
}

export function readAssetForecast(answer: JsonObject): { principal: string | null; rows: ForecastRow[] } {
  return {
    principal: jsonDecimal(answer, 'principal'),
    rows: jsonObjects(answer, 'results').map((r) => ({
      period: jsonText(r, 'period') ?? '',
      samples: jsonInt(r, 'samples') ?? 0,
      probability: jsonDecimal(r, 'profit_probability'),
      worst: jsonDecimal(r, 'worst'),
      median: jsonDecimal(r, 'median'),
      best: jsonDecimal(r, 'best'),
    })),
  };
}

export interface ManagerTenure {
  id: number | null;
  name: string;
  tenure: string;
  days: number | null;
  returnPercent: string | null;
}

/** 'from ~ to', or 'from ~ 至今' while the manager is still on the fund. */
export function tenureText(start: string | null, end: string | null): string {
  return `${start ?? EMPTY_PERCENT_TEXT} ~ ${end ?? MARKET_TEXTS.inPost}`;
}

export function readManagersHistory(answer: JsonObject): { managers: ManagerTenure[]; years: { year: string; percent: string | null }[] } {
  return {
    managers: jsonObjects(answer, 'managers')
      .map((m) => ({
        id: jsonInt(m, 'id'),
        name: jsonText(m, 'name') ?? '',
        tenure: tenureText(jsonText(m, 'start_date'), jsonText(m, 'end_date')),
        days: jsonInt(m, 'days'),
        returnPercent: jsonDecimal(m, 'return_percent'),
        start: jsonText(m, 'start_date') ?? '',
      }))
      // The latest manager first.
      .sort((a, b) => b.start.localeCompare(a.start))
      .map(({ start: _start, ...m }) => m),
    years: jsonObjects(answer, 'years').map((y) => ({ year: jsonText(y, 'year') ?? '', percent: jsonDecimal(y, 'percent') })),
  };
}

export interface FundHolderStructure {
  reportDate: string | null;
  institution: string | null;
  individual: string | null;
  internal: string | null;
}

export interface StockHoldersAnalyse {
  reportDate: string | null;
  fundsCount: number | null;
  fundsPercent: string | null;
  funds: (SymbolRow & { shares: string })[];
  institutions: HolderRow[];
}

/** The holders_analyse answer: a fund's holder structure, or a stock's funds and institutions. */
export function readHoldersAnalyse(answer: JsonObject): { kind: 'fund'; view: FundHolderStructure } | { kind: 'stock'; view: StockHoldersAnalyse } {
  if ('institution_percent' in answer) {
    return {
      kind: 'fund',
      view: {
        reportDate: jsonText(answer, 'report_date'),
        institution: jsonDecimal(answer, 'institution_percent'),
        individual: jsonDecimal(answer, 'individual_percent'),
        internal: jsonDecimal(answer, 'internal_percent'),
      },
    };
  }
  return {
    kind: 'stock',
    view: {
      reportDate: jsonText(answer, 'report_date'),
      fundsCount: jsonInt(answer, 'funds_count'),
      fundsPercent: jsonDecimal(answer, 'funds_percent'),
      funds: jsonObjects(answer, 'funds').map((f) => ({ ...readSymbolRow(f), shares: unitsText(jsonDecimal(f, 'shares')) })),
      institutions: jsonObjects(answer, 'institutions').map(readHolderRow),
    },
  };
}

export interface SimilarRow {
  symbol: string;
  name: string;
  window: string;
  similarity: string | null;
  afterPercent: string | null;
}

export function readSimilarKLine(answer: JsonObject): { days: number | null; afterDays: number | null; rows: SimilarRow[] } {
  return {
    days: jsonInt(answer, 'days'),
    afterDays: jsonInt(answer, 'after_days'),
    rows: jsonObjects(answer, 'results').map((r) => {
      const similarity = jsonDecimal(r, 'similarity');
      return {
        symbol: jsonText(r, 'symbol') ?? '',
        name: jsonText(r, 'abbr_name') ?? '',
        window: `${jsonText(r, 'start_date') ?? ''} ~ ${jsonText(r, 'end_date') ?? ''}`,
        // A correlation in [-1, 1] shown as a percent.
        similarity: similarity === null ? null : (Number(similarity) * 100).toFixed(2),
        afterPercent: jsonDecimal(r, 'after_percent'),
      };
    }),
  };
}

export interface ShareholderView {
  name: string;
  kind: string;
  reportDate: string | null;
  holdings: (HolderRow & { symbol: string })[];
}

export function readShareholder(answer: JsonObject): ShareholderView {
  return {
    name: jsonText(answer, 'name') ?? '',
    kind: jsonText(answer, 'kind') ?? '',
    reportDate: jsonText(answer, 'report_date'),
    holdings: jsonObjects(answer, 'holdings').map((h) => ({ ...readHolderRow(h), symbol: jsonText(h, 'symbol') ?? '' })),
  };
}

export interface MarketOverview {
  tradedate: string | null;
  tradeStatus: string;
  indexes: SymbolRow[];
  rise: number;
  draw: number;
  drop: number;
  limitUp: number;
  limitDown: number;
  amountTotal: string;
  sectors: SectorRow[];
}

export function readMarketOverview(answer: JsonObject): MarketOverview {
  return {
    tradedate: jsonText(answer, 'tradedate'),
    tradeStatus: jsonText(answer, 'trade_status_display') ?? '',
    indexes: jsonObjects(answer, 'indexes').map(readSymbolRow),
    rise: jsonInt(answer, 'rise_total') ?? 0,
    draw: jsonInt(answer, 'draw_total') ?? 0,
    drop: jsonInt(answer, 'drop_total') ?? 0,
    limitUp: jsonInt(answer, 'limit_up') ?? 0,
    limitDown: jsonInt(answer, 'limit_down') ?? 0,
    amountTotal: unitsText(jsonDecimal(answer, 'amount_total')),
    sectors: jsonObjects(answer, 'sectors').map(readSectorRow),
  };
}

export const SECTOR_SORTS = [
  { value: '-percent_day', label: '涨幅榜' },
  { value: 'percent_day', label: '跌幅榜' },
] as const;

/** Sectors by the day's move, up first ('-percent_day', the default) or down first ('percent_day'); unknown moves last. */
export function sortSectorRows(rows: readonly SectorRow[], sort: string | undefined): SectorRow[] {
  const desc = sort !== 'percent_day';
  return [...rows].sort((a, b) => {
    if (a.percentDay === null || b.percentDay === null) return a.percentDay === null ? (b.percentDay === null ? 0 : 1) : -1;
    const c = compareDecimal(a.percentDay, b.percentDay);
    return desc ? -c : c;
  });
}

/** The orders of the sector list (/symbols/sectors/) and of a sector's funds, with the figure a fund row shows. */
export const SECTOR_LIST_SORTS = [
  { value: '-percent_day', label: MARKET_TEXTS.dayPercent, field: 'percent_day' },
  { value: '-percent_year', label: MARKET_TEXTS.yearPercent, field: 'percent_year' },
] as const;

/** The sort a sector page starts with: the query's when it is one of SECTOR_LIST_SORTS, else the day's move. */
export function sectorSortOf(query: string | undefined): (typeof SECTOR_LIST_SORTS)[number] {
  return SECTOR_LIST_SORTS.find((s) => s.value === query) ?? SECTOR_LIST_SORTS[0];
}

/** Characters of the text a status without a title shows in a timeline row. */
export const STATUS_HEADLINE_CHARS = 60;

/** A timeline row's headline: the title, or the start of the text for an untitled post. */
export function statusHeadline(status: { title: string; text: string }): string {
  const title = status.title.trim();
  return title !== '' ? title : status.text.trim().slice(0, STATUS_HEADLINE_CHARS);
}
