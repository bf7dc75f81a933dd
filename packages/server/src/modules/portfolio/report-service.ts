// Service reports of held portfolios: one report per portfolio per calendar month in which the user had
// activity there (income, an order or an accrued fee), derived from daily_incomes, portfolio_orders,
// portfolio_fares (whose worth is the day's close worth) and the portfolio's net value series.
//
// A report (GET /portfolio/service_report/records/ (20 a page, newest month first) and /{id}/):
//   { id, month: 'YYYY-MM', period: '2026年11月' (shown as is), start_date, end_date,
//     fund_portfolio: { id, symbol, name },
//     start_worth,      // worth at the last close before the month ('0.00' when not held then)
//     end_worth,        // worth at the month's last close (today's worth for the running month)
//     income, fare, buy_amount, sell_amount,   // the month's sums, yuan
//     trades_count,     // portfolio orders traded in the month
//     percent,          // the user's return: income / (start_worth + buy_amount) × 100, 2 places ('0.00' when nothing was invested)
//     portfolio_percent // the portfolio's own net value change over the month, 2 places (null without values)
//   }
// The id is portfolio_id × 1,000,000 + yyyymm. /{pk}/trades/ pages (20) the month's orders in that portfolio as
// portfolio trade records (plus trade_date and name, the portfolio's); /{pk}/percent_daily_chart/ gives each net value day of the month with the change
// since the last value before the month (percent, 2 places).
import { addDays } from '@fund/core/calendar';
import { monthBounds } from '@fund/core/assets';
import { roundHalfUp, toDecimal, toNavString, type Decimal } from '@fund/core/money';
import { SERVICE_REPORT_TEXTS, HELD_MESSAGES } from '@fund/core/portfolio';

import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { portfolioNavSeries } from './catalog-nav';
import { toPortfolioRecords } from './records-service';
import { portfolioOrdersBetween } from './orders-repo';
import { activeMonthRows, monthSums, portfolioNames, worthOnLastFareDay } from './report-repo';

const MONTH_FACTOR = 1_000_000;

export interface ReportKey {
  portfolioId: number;
  /** 'YYYY-MM' */
  period: string;
}

export function reportId(k: ReportKey): number {
  return k.portfolioId * MONTH_FACTOR + Number(k.period.replace('-', ''));
}

/** The report a path id names, or a 404. */
export function reportKeyOf(text: string | undefined): ReportKey {
  const id = /^\d{7,13}$/.test(text ?? '') ? Number(text) : 0;
  const ym = id % MONTH_FACTOR;
  const month = ym % 100;
  const portfolioId = Math.floor(id / MONTH_FACTOR);
  if (portfolioId < 1 || month < 1 || month > 12 || ym < 190001) throw detailError(404, HELD_MESSAGES.reportNotFound);
  return { portfolioId, period: `${String(Math.floor(ym / 100))}-${String(month).padStart(2, '0')}` };
}

/** Months with activity, newest first, optionally of one portfolio. */
async function activeMonths(db: Kysely<DB>, userId: number, portfolioId?: number): Promise<ReportKey[]> {
  const rows = await activeMonthRows(db, userId, portfolioId);
  return rows.map((x) => ({ portfolioId: x.portfolio_id, period: x.period }));
}

const money = (d: Decimal): string => roundHalfUp(d, 2).toFixed(2);

/** The close worth on the last day with an accrued fee on or before `day` (all cards), 0 when none. */
async function worthAt(db: Kysely<DB>, userId: number, portfolioId: number, day: string): Promise<Decimal> {
  const worth = await worthOnLastFareDay(db, userId, portfolioId, day);
  return toDecimal(worth ?? 0);
}

function dayBefore(date: string): string {
  return addDays(date, -1);
}

async function buildReport(db: Kysely<DB>, userId: number, k: ReportKey, today: string, currentWorth: (portfolioId: number) => Promise<Decimal>): Promise<Wire.PortfolioServiceReportRecordAnswer> {
  const { start, end } = monthBounds(k.period);
  const p = await portfolioNames(db, k.portfolioId);
  const sums = await monthSums(db, userId, k.portfolioId, start, end);
  const s = sums ?? { income: '0', fare: '0', buy: '0', sell: '0', trades: 0 };
  const startWorth = await worthAt(db, userId, k.portfolioId, dayBefore(start));
  const running = today >= start && today <= end;
  const endWorth = running ? await currentWorth(k.portfolioId) : await worthAt(db, userId, k.portfolioId, end);
  const invested = startWorth.plus(s.buy);
  const chart = await monthChart(db, k, today);
  return {
    id: reportId(k),
    month: k.period,
    period: SERVICE_REPORT_TEXTS.month(k.period.slice(0, 4), Number(k.period.slice(5, 7))),
    start_date: start,
    end_date: running ? today : end,
    fund_portfolio: { id: p.id, symbol: p.symbol, name: p.name },
    start_worth: money(startWorth),
    end_worth: money(endWorth),
    income: money(toDecimal(s.income)),
    fare: money(toDecimal(s.fare)),
    buy_amount: money(toDecimal(s.buy)),
    sell_amount: money(toDecimal(s.sell)),
    trades_count: s.trades,
    percent: invested.gt(0) ? money(toDecimal(s.income).div(invested).times(100)) : '0.00',
    portfolio_percent: chart.at(-1)?.percent ?? null,
  };
}

/** The month's net value days with the change since the last value before the month. */
async function monthChart(db: Kysely<DB>, k: ReportKey, today: string): Promise<Wire.PortfolioNetValuePoint[]> {
  const { start, end } = monthBounds(k.period);
  const series = await portfolioNavSeries(db, k.portfolioId, end < today ? end : today);
  const before = series.filter((p) => p.date < start).at(-1);
  const inMonth = series.filter((p) => p.date >= start && p.date <= end);
  const base = before ?? inMonth[0];
  return inMonth.map((p) => ({
    date: p.date,
    net_value: toNavString(p.value),
    percent: base && !base.value.eq(0) ? money(p.value.div(base.value).minus(1).times(100)) : null,
  }));
}

async function ownReport(db: Kysely<DB>, userId: number, k: ReportKey): Promise<void> {
  const months = await activeMonths(db, userId, k.portfolioId);
  if (!months.some((m) => m.period === k.period)) throw detailError(404, HELD_MESSAGES.reportNotFound);
}

export async function serviceReports(db: Kysely<DB>, userId: number, q: PageRequest & { portfolio_id?: number }, today: string, currentWorth: (portfolioId: number) => Promise<Decimal>): Promise<Wire.PortfolioServiceReportRecordsAnswer> {
  const months = await activeMonths(db, userId, q.portfolio_id);
  const slice = months.slice(offsetOf(q), offsetOf(q) + q.page_size);
  const results: Wire.PortfolioServiceReportRecordAnswer[] = [];
  for (const k of slice) results.push(await buildReport(db, userId, k, today, currentWorth));
  return toPage(q, months.length, results);
}

export async function serviceReport(db: Kysely<DB>, userId: number, idText: string | undefined, today: string, currentWorth: (portfolioId: number) => Promise<Decimal>): Promise<Wire.PortfolioServiceReportRecordAnswer> {
  const k = reportKeyOf(idText);
  await ownReport(db, userId, k);
  return buildReport(db, userId, k, today, currentWorth);
}

export async function serviceReportTrades(db: Kysely<DB>, userId: number, idText: string | undefined, q: PageRequest, today: string): Promise<Wire.PortfolioServiceReportTradesAnswer> {
  const k = reportKeyOf(idText);
  await ownReport(db, userId, k);
  const { start, end } = monthBounds(k.period);
  const { total, rows } = await portfolioOrdersBetween(db, userId, k.portfolioId, start, end, q.page_size, offsetOf(q));
  const records = await toPortfolioRecords(db, userId, rows, today);
  return toPage(q, total, records.map((r, i) => ({ ...r, trade_date: rows[i]?.trade_date ?? null, name: r.portfolio.name })));
}

export async function serviceReportChart(db: Kysely<DB>, userId: number, idText: string | undefined, today: string): Promise<Wire.PortfolioNetValuePoint[]> {
  const k = reportKeyOf(idText);
  await ownReport(db, userId, k);
  return monthChart(db, k, today);
}
