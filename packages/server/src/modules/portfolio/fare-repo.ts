// SQL of the advisory fee accrued on held portfolios (portfolio_fares, one row per user, portfolio,
// card and trading day), summed per portfolio and per day.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface FarePerPortfolio {
  id: number;
  symbol: string;
  name: string;
  manage_fare_ratio: string;
  total: string;
  latest: string;
  worth: string;
  latest_date: string;
}

/** Per portfolio with any fee: the total, and the fee and worth of its latest day. */
export async function faresPerPortfolio(db: Kysely<DB>, userId: number): Promise<FarePerPortfolio[]> {
  const r = await sql<FarePerPortfolio>`
    select p.id, p.symbol, p.name, p.manage_fare_ratio::text as manage_fare_ratio, sum(f.fare)::text as total,
      sum(f.fare) filter (where f.date = (select max(date) from portfolio_fares x where x.user_id = f.user_id and x.portfolio_id = f.portfolio_id))::text as latest,
      sum(f.worth) filter (where f.date = (select max(date) from portfolio_fares x where x.user_id = f.user_id and x.portfolio_id = f.portfolio_id))::text as worth,
      max(f.date)::text as latest_date
    from portfolio_fares f join portfolios p on p.id = f.portfolio_id
    where f.user_id = ${userId}
    group by p.id order by p.id`.execute(db);
  return r.rows;
}

/** A page of (day, portfolio) sums over the cards, newest first, and how many there are. */
export async function faresPerDay(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  const rows = await sql<{ date: string; id: number; symbol: string; name: string; worth: string; fare: string }>`
    select f.date::text as date, p.id, p.symbol, p.name, sum(f.worth)::text as worth, sum(f.fare)::text as fare
    from portfolio_fares f join portfolios p on p.id = f.portfolio_id
    where f.user_id = ${userId}
    group by f.date, p.id order by f.date desc, p.id limit ${limit} offset ${offset}`.execute(db);
  const count = await sql<{ n: number }>`select count(*)::int as n from (select distinct date, portfolio_id from portfolio_fares where user_id = ${userId}) d`.execute(db);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}
