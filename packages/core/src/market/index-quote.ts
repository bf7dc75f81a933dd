// An index row of the index lists (recommend, list) read into the few figures a card shows. The wire
// row is open-ended JSON beyond symbol and name, so every figure is checked before use.
import type { JsonObject, JsonValue } from '../api/contract/entities/common-types';
import { EMPTY_PERCENT_TEXT } from '../money/percent-format';
import { formatAmount } from '../money/amount-format';
import { parseDecimal } from '../money/decimal';

export interface IndexQuote {
  symbol: string;
  name: string;
  current: string | null;
  change: string | null;
  percentage: string | null;
  pe: string | null;
  pb: string | null;
  pePercentile: string | null;
  pbPercentile: string | null;
}

function decimalText(value: JsonValue | undefined): string | null {
  return typeof value === 'string' && parseDecimal(value) !== null ? value : null;
}

/** Reads an index row of a list, or the index object of pe_indexes; null when it names no index. */
export function readIndexQuote(row: JsonObject): IndexQuote | null {
  const { symbol, abbr_name: name } = row;
  if (typeof symbol !== 'string' || typeof name !== 'string') return null;
  return {
    symbol,
    name,
    current: decimalText(row.current),
    change: decimalText(row.change),
    percentage: decimalText(row.percentage),
    pe: decimalText(row.pe),
    pb: decimalText(row.pb),
    pePercentile: decimalText(row.pe_percentile),
    pbPercentile: decimalText(row.pb_percentile),
  };
}

/** An index level or ratio as shown: 2 places with grouping, or the dash when unknown. */
export function indexFigureText(value: string | null): string {
  return value === null ? EMPTY_PERCENT_TEXT : formatAmount(value, 2);
}
