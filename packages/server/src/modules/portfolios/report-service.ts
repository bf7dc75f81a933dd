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
import { roundHalfUp, toDecimal, toNavString, type Decimal } from '@fund/core/money';
import { SERVICE_REPORT_TEXTS, HELD_MESSAGES } from '@fund/core/portfolio';
import { TRADED_STATUSES, TradeDirection } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { code, codeList } from '../../db/sql-codes';
import { detailError } from '../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { portfolioNavSeries } from './catalog-nav';
import { toPortfolioRecords } from './records-service';

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

function monthBounds(period: string): { start: string; end: string } {
  const [y, m] = period.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${String(last).padStart(2, '0')}` };
}

/** Months with activity, newest first, optionally of one portfolio. */
async function activeMonths(db: Kysely<DB>, userId: number, portfolioId?: number): Promise<ReportKey[]> {
  const one = (col: string) => (portfolioId === undefined ? sql`true` : sql`${sql.ref(col)} = ${portfolioId}`);
  const r = await sql<{ portfolio_id: number; period: string }>`select portfolio_id, period from (
      select portfolio_id, to_char(date, 'YYYY-MM') as period from daily_incomes where user_id = ${userId} and portfolio_id > 0 and ${one('portfolio_id')}
      union select portfolio_id, to_char(trade_date, 'YYYY-MM') from portfolio_orders where user_id = ${userId} and ${one('portfolio_id')}
      union select portfolio_id, to_char(date, 'YYYY-MM') from portfolio_fares where user_id = ${userId} and ${one('portfolio_id')}
    ) m order by period desc, portfolio_id`.execute(db);
  return r.rows.map((x) => ({ portfolioId: x.portfolio_id, period: x.period }));
}

const money = (d: Decimal): string => roundHalfUp(d, 2).toFixed(2);

/** The close worth on the last day with an accrued fee on or before `day` (all cards), 0 when none. */
async function worthAt(db: Kysely<DB>, userId: number, portfolioId: number, day: string): Promise<Decimal> {
  const r = await sql<{ worth: string | null }>`select sum(worth)::text as worth from portfolio_fares
    where user_id = ${userId} and portfolio_id = ${portfolioId}
      and date = (select max(date) from portfolio_fares where user_id = ${userId} and portfolio_id = ${portfolioId} and date <= ${day})`.execute(db);
  return toDecimal(r.rows[0]?.worth ?? 0);
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

async function buildReport(db: Kysely<DB>, userId: number, k: ReportKey, today: string, currentWorth: (portfolioId: number) => Promise<Decimal>): Promise<Wire.PortfolioServiceReportRecordAnswer> {
  const { start, end } = monthBounds(k.period);
  const p = await db.selectFrom('portfolios').select(['id', 'symbol', 'name']).where('id', '=', k.portfolioId).executeTakeFirstOrThrow();
  const sums = await sql<{ income: string; fare: string; buy: string; sell: string; trades: number }>`select
      (select coalesce(sum(income), 0) from daily_incomes where user_id = ${userId} and portfolio_id = ${k.portfolioId} and date between ${start} and ${end})::text as income,
      (select coalesce(sum(fare), 0) from portfolio_fares where user_id = ${userId} and portfolio_id = ${k.portfolioId} and date between ${start} and ${end})::text as fare,
      (select coalesce(sum(coalesce(amount_confirm, amount)), 0) from portfolio_orders where user_id = ${userId} and portfolio_id = ${k.portfolioId}
        and direction = ${code(TradeDirection.Buy)} and status in (${codeList(TRADED_STATUSES)}) and trade_date between ${start} and ${end})::text as buy,
      (select coalesce(sum(coalesce(amount_confirm, amount)), 0) from portfolio_orders where user_id = ${userId} and portfolio_id = ${k.portfolioId}
        and direction = ${code(TradeDirection.Sell)} and status in (${codeList(TRADED_STATUSES)}) and trade_date between ${start} and ${end})::text as sell,
      (select count(*)::int from portfolio_orders where user_id = ${userId} and portfolio_id = ${k.portfolioId} and trade_date between ${start} and ${end}) as trades`.execute(db);
  const s = sums.rows[0] ?? { income: '0', fare: '0', buy: '0', sell: '0', trades: 0 };
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
  const base = db.selectFrom('portfolio_orders').where('user_id', '=', userId).where('portfolio_id', '=', k.portfolioId).where('trade_date', '>=', start).where('trade_date', '<=', end);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('apply_at', 'desc').orderBy('id', 'desc').limit(q.page_size).offset(offsetOf(q)).execute();
  const records = await toPortfolioRecords(db, userId, rows, today);
  return toPage(q, Number(count?.n ?? 0), records.map((r, i) => ({ ...r, trade_date: rows[i]?.trade_date ?? null, name: r.portfolio.name })));
}

export async function serviceReportChart(db: Kysely<DB>, userId: number, idText: string | undefined, today: string): Promise<Wire.PortfolioNetValuePoint[]> {
  const k = reportKeyOf(idText);
  await ownReport(db, userId, k);
  return monthChart(db, k, today);
}
