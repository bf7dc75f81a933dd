// Readers of a portfolio's monthly service reports. The contract leaves their JSON open (JsonObject)
// until the server settles it, so every field is read defensively and a missing one shows as '--'.
import type { JsonObject, PortfolioNetValuePoint } from '../api/contract/entities';
import { formatAmount, formatSignedAmount } from '../money/amount-format';
import { parseDecimal } from '../money/decimal';
import { formatSignedPercent, toneOf, type PercentDisplay } from '../money/percent-format';
import { SERVICE_REPORT_TEXTS as T } from './held-portfolio-texts';
import { jsonDecimal, jsonInt, jsonObject, jsonObjects, jsonText, type JsonSource } from '../market/market-json';
import { isTradeDirection, tradeDirectionText } from '../trade/trade-direction';

const EMPTY = '--';

function firstText(row: JsonSource, keys: readonly string[]): string | null {
  for (const key of keys) {
    const text = jsonText(row, key);
    if (text !== null && text.trim() !== '') return text;
  }
  return null;
}

function firstDecimal(row: JsonSource, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = jsonDecimal(row, key);
    if (value !== null) return value;
  }
  return null;
}

const day = (text: string) => text.slice(0, 10);

/** 'period' as sent; else start ~ end dates; else a 'YYYY-MM' month as 'YYYY年M月'. */
export function serviceReportPeriod(row: JsonObject): string {
  const period = firstText(row, ['period', 'title']);
  if (period !== null) return period;
  const start = firstText(row, ['start_date', 'period_start', 'date_start']);
  const end = firstText(row, ['end_date', 'period_end', 'date_end']);
  if (start !== null && end !== null) return T.periodRange(day(start), day(end));
  const month = /^(\d{4})-(\d{1,2})/.exec(firstText(row, ['month', 'report_date', 'date']) ?? '');
  return month ? T.month(month[1] ?? '', Number(month[2])) : EMPTY;
}

function amountText(value: string | null): string {
  return value === null ? EMPTY : formatAmount(value);
}

function signedAmount(value: string | null): PercentDisplay {
  return value === null ? { text: EMPTY, tone: 'flat' } : { text: formatSignedAmount(value), tone: toneOf(value) };
}

export interface ServiceReportSummary {
  /** null when the server sent no usable id (the row then opens nothing). */
  id: number | null;
  period: string;
  endWorth: string;
  income: PercentDisplay;
  percent: PercentDisplay;
}

/** One row of the report list. */
export function readServiceReportRow(row: JsonObject): ServiceReportSummary {
  return {
    id: jsonInt(row, 'id'),
    period: serviceReportPeriod(row),
    endWorth: amountText(firstDecimal(row, ['end_worth', 'end_worth_value', 'worth_end'])),
    income: signedAmount(firstDecimal(row, ['income', 'income_total'])),
    percent: formatSignedPercent(firstDecimal(row, ['percent', 'yld', 'return'])),
  };
}

export interface ServiceReportTradeRow {
  key: string;
  date: string;
  title: string;
  amount: string;
}

/** A trade of the report period: its date, direction and product, and amount (or shares). */
export function readServiceReportTrade(row: JsonSource, index: number): ServiceReportTradeRow {
  const fund = jsonObject(row, 'fund');
  const fundName = fund ? firstText(fund, ['abbr_name', 'name']) : null;
  const name = fundName ?? firstText(row, ['fund_name', 'abbr_name', 'name']) ?? '';
  const direction = jsonInt(row, 'direction');
  const verb = firstText(row, ['direction_display']) ?? (direction !== null && isTradeDirection(direction) ? tradeDirectionText(direction, false) : '');
  const amount = firstDecimal(row, ['amount', 'amount_confirm']);
  const shares = firstDecimal(row, ['shares', 'shares_confirm']);
  return {
    key: String(jsonInt(row, 'id') ?? `row-${index}`),
    date: day(firstText(row, ['trade_date', 'apply_date', 'date']) ?? EMPTY),
    title: `${verb} ${name}`.trim(),
    amount: amount !== null ? `${formatAmount(amount)}元` : shares !== null ? `${formatAmount(shares)}份` : EMPTY,
  };
}

export interface ServiceReportView extends ServiceReportSummary {
  startWorth: string;
  /** The number of trades in the period, when the report says. */
  tradesCount: string | null;
  /** Trades the report carries itself (the page also reads them by page). */
  trades: ServiceReportTradeRow[];
}

export function readServiceReport(report: JsonObject): ServiceReportView {
  const trades = jsonObjects(report, 'trades').map(readServiceReportTrade);
  const count = jsonInt(report, 'trades') ?? jsonInt(report, 'trades_count') ?? (trades.length > 0 ? trades.length : null);
  return {
    ...readServiceReportRow(report),
    startWorth: amountText(firstDecimal(report, ['start_worth', 'start_worth_value', 'worth_start'])),
    tradesCount: count === null ? null : T.tradesCount(count),
    trades,
  };
}

export interface PercentLinePoint {
  date: string;
  percent: PercentDisplay;
  /** 0-100 from the lowest to the highest percent of the period, for a CSS line. */
  level: number;
}

/** The period's return by day, oldest first, with each day's place between the lowest and the highest. */
export function percentLine(points: readonly PortfolioNetValuePoint[]): PercentLinePoint[] {
  const known = [...points]
    .filter((p) => parseDecimal(p.percent) !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const values = known.map((p) => Number(p.percent));
  const low = Math.min(...values);
  const high = Math.max(...values);
  return known.map((p, i) => ({
    date: p.date,
    percent: formatSignedPercent(p.percent),
    level: high === low ? 50 : Math.round((((values[i] ?? low) - low) / (high - low)) * 100),
  }));
}
