// The advisory fee (manage fare) accrued on held portfolios, from portfolio_fares (one row per user,
// portfolio, card and trading day; accrued and shown, not deducted).
//
// GET /funds/manage_fare/mine/ answers
//   { fare_total: '12.34', results: [{ fund_portfolio_id, symbol, name, manage_fare_ratio, fare_total, fare_latest, worth, latest_date }] }
//   one result per portfolio with any fee, by portfolio id; fare_latest and worth are that portfolio's on its latest day.
// GET /funds/manage_fare/history/ answers a page (20) of days, newest first, each
//   { date, fund_portfolio_id, symbol, name, worth, fare } summed over the cards.
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { offsetOf, toPage, type PageRequest } from '../common/paging';

const money = (x: string): string => roundHalfUp(toDecimal(x), 2).toFixed(2);

export async function manageFareMine(db: Kysely<DB>, userId: number): Promise<Wire.HoldingsManageFareMineAnswer> {
  const r = await sql<{ id: number; symbol: string; name: string; manage_fare_ratio: string; total: string; latest: string; worth: string; latest_date: string }>`
    select p.id, p.symbol, p.name, p.manage_fare_ratio::text as manage_fare_ratio, sum(f.fare)::text as total,
      sum(f.fare) filter (where f.date = (select max(date) from portfolio_fares x where x.user_id = f.user_id and x.portfolio_id = f.portfolio_id))::text as latest,
      sum(f.worth) filter (where f.date = (select max(date) from portfolio_fares x where x.user_id = f.user_id and x.portfolio_id = f.portfolio_id))::text as worth,
      max(f.date)::text as latest_date
    from portfolio_fares f join portfolios p on p.id = f.portfolio_id
    where f.user_id = ${userId}
    group by p.id order by p.id`.execute(db);
  const total = r.rows.reduce((a, x) => a.plus(x.total), toDecimal(0));
  return {
    fare_total: roundHalfUp(total, 2).toFixed(2),
    results: r.rows.map((x) => ({
      fund_portfolio_id: x.id,
      symbol: x.symbol,
      name: x.name,
      manage_fare_ratio: x.manage_fare_ratio,
      fare_total: money(x.total),
      fare_latest: money(x.latest),
      worth: money(x.worth),
      latest_date: x.latest_date,
    })),
  };
}

export async function manageFareHistory(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.HoldingsManageFareHistoryAnswer> {
  const rows = await sql<{ date: string; id: number; symbol: string; name: string; worth: string; fare: string }>`
    select f.date::text as date, p.id, p.symbol, p.name, sum(f.worth)::text as worth, sum(f.fare)::text as fare
    from portfolio_fares f join portfolios p on p.id = f.portfolio_id
    where f.user_id = ${userId}
    group by f.date, p.id order by f.date desc, p.id limit ${page.page_size} offset ${offsetOf(page)}`.execute(db);
  const count = await sql<{ n: number }>`select count(*)::int as n from (select distinct date, portfolio_id from portfolio_fares where user_id = ${userId}) d`.execute(db);
  return toPage(
    page,
    count.rows[0]?.n ?? 0,
    rows.rows.map((x) => ({ date: x.date, fund_portfolio_id: x.id, symbol: x.symbol, name: x.name, worth: money(x.worth), fare: money(x.fare) })),
  );
}
