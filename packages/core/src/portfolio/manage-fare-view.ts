// Readers of the advisory fee answers (/funds/manage_fare/mine/ and /history/), whose rows the contract
// leaves open (JsonObject): the accrued total, the fee of each held portfolio, and the daily accruals.
import type { DecimalString, JsonObject } from '../api/contract/entities';
import { formatAmount } from '../money/amount-format';
import { parseDecimal } from '../money/decimal';
import { MANAGE_FARE_TEXTS as T } from './held-portfolio-texts';
import { jsonDecimal, jsonInt, jsonText } from '../market/market-json';
import { ratioPercentText } from '../trade/trade-record-display';

const EMPTY = '--';

function portfolioName(row: JsonObject): string {
  const portfolio = row.portfolio ?? row.fund_portfolio;
  if (typeof portfolio === 'object' && portfolio !== null && !Array.isArray(portfolio)) {
    const name = jsonText(portfolio, 'name');
    if (name !== null) return name;
  }
  return jsonText(row, 'portfolio_name') ?? jsonText(row, 'name') ?? '';
}

function decimalOf(row: JsonObject, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = jsonDecimal(row, key);
    if (value !== null) return value;
  }
  return null;
}

export interface ManageFareRow {
  key: string;
  name: string;
  fare: string;
  /** '持有金额 1,000.00元' when the row says. */
  worth: string | null;
  /** '年费率 0.50%' when the row says. */
  ratio: string | null;
  /** The accrual day (history rows). */
  date: string | null;
}

export function readManageFareRow(row: JsonObject, index: number): ManageFareRow {
  const worth = decimalOf(row, ['worth', 'worth_value']);
  const fare = decimalOf(row, ['fare', 'fare_total']);
  const ratio = ratioPercentText(jsonDecimal(row, 'manage_fare_ratio'));
  const date = jsonText(row, 'date');
  const name = portfolioName(row);
  return {
    key: `${jsonInt(row, 'fund_portfolio_id') ?? jsonInt(row, 'id') ?? name}-${date ?? ''}-${index}`,
    name,
    fare: fare === null ? EMPTY : formatAmount(fare),
    worth: worth === null ? null : T.worth(worth),
    ratio: ratio === null ? null : T.ratio(ratio),
    date: date === null ? null : date.slice(0, 10),
  };
}

export interface ManageFareSummary {
  total: string;
  rows: ManageFareRow[];
}

export function readManageFareMine(answer: { fare_total: DecimalString; results: JsonObject[] }): ManageFareSummary {
  const total = parseDecimal(answer.fare_total);
  return { total: total === null ? EMPTY : formatAmount(total), rows: (answer.results ?? []).map(readManageFareRow) };
}
