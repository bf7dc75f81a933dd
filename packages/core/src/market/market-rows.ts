// View rows of the market answers (holders, block trades, shareholders, sectors): the wire's open JSON
// read once into the fields the screens show, with share counts in Chinese units.
import type { JsonObject } from '../api/contract/entities/common-types';
import { formatChineseUnits } from '../money/chinese-units';
import { EMPTY_PERCENT_TEXT } from '../money/percent-format';
import { jsonDecimal, jsonInt, jsonText } from './market-json';

/** A count of shares or yuan in 万/亿, or the dash. */
export function unitsText(value: string | null): string {
  return value === null ? EMPTY_PERCENT_TEXT : formatChineseUnits(value);
}

export interface HolderRow {
  shareholderId: number | null;
  rank: number | null;
  name: string;
  kind: string;
  shares: string;
  percent: string | null;
  changeType: string;
  changeShares: string;
  reportDate: string | null;
}

export function readHolderRow(row: JsonObject): HolderRow {
  return {
    shareholderId: jsonInt(row, 'shareholder_id'),
    rank: jsonInt(row, 'rank'),
    name: jsonText(row, 'name') ?? jsonText(row, 'abbr_name') ?? '',
    kind: jsonText(row, 'kind') ?? '',
    shares: unitsText(jsonDecimal(row, 'shares')),
    percent: jsonDecimal(row, 'percent'),
    changeType: jsonText(row, 'change_type') ?? '',
    changeShares: unitsText(jsonDecimal(row, 'change_shares')),
    reportDate: jsonText(row, 'report_date'),
  };
}

export interface BlockTradeRow {
  id: string;
  date: string;
  price: string | null;
  volume: string;
  amount: string;
  premium: string | null;
  buyer: string;
  seller: string;
  count: number | null;
}

/** A block trade record, a day's summary (count, avg_premium) or a daily-top row. */
export function readBlockTradeRow(row: JsonObject): BlockTradeRow {
  const date = jsonText(row, 'date') ?? '';
  return {
    id: jsonText(row, 'id') ?? `${jsonText(row, 'symbol') ?? ''}${date}`,
    date,
    price: jsonDecimal(row, 'price'),
    volume: unitsText(jsonDecimal(row, 'volume')),
    amount: unitsText(jsonDecimal(row, 'amount')),
    premium: jsonDecimal(row, 'premium') ?? jsonDecimal(row, 'avg_premium'),
    buyer: jsonText(row, 'buyer') ?? '',
    seller: jsonText(row, 'seller') ?? '',
    count: jsonInt(row, 'count'),
  };
}

export interface SymbolRow {
  symbol: string;
  name: string;
  current: string | null;
  percent: string | null;
}

/** A stock or fund line: symbol, name, price and move (percentage or percent). */
export function readSymbolRow(row: JsonObject): SymbolRow {
  return {
    symbol: jsonText(row, 'symbol') ?? '',
    name: jsonText(row, 'abbr_name') ?? jsonText(row, 'name') ?? '',
    current: jsonDecimal(row, 'current') ?? jsonDecimal(row, 'close'),
    percent: jsonDecimal(row, 'percentage') ?? jsonDecimal(row, 'percent'),
  };
}

export interface SectorRow {
  id: number | null;
  name: string;
  percentDay: string | null;
  percentYear: string | null;
  fundsCount: number | null;
}

export function readSectorRow(row: JsonObject): SectorRow {
  return {
    id: jsonInt(row, 'id'),
    name: jsonText(row, 'name') ?? '',
    percentDay: jsonDecimal(row, 'percent_day'),
    percentYear: jsonDecimal(row, 'percent_year'),
    fundsCount: jsonInt(row, 'funds_count'),
  };
}
