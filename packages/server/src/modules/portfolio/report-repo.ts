// SQL of the monthly service reports: the months with activity, the month's sums and the close worth.
import { sql, type Kysely } from 'kysely';
import { TRADED_STATUSES, TradeDirection } from '@fund/core/trade';
import type { DB } from '../../db/schema';
import { code, codeList } from '../../db/sql-codes';

/** Portfolio and 'YYYY-MM' of every month with income, orders or fees, newest first (of one portfolio when given). */
export async function activeMonthRows(db: Kysely<DB>, userId: number, portfolioId?: number) {
  const one = (col: string) => (portfolioId === undefined ? sql`true` : sql`${sql.ref(col)} = ${portfolioId}`);
  const r = await sql<{ portfolio_id: number; period: string }>`select portfolio_id, period from (
      select portfolio_id, to_char(date, 'YYYY-MM') as period from daily_incomes where user_id = ${userId} and portfolio_id > 0 and ${one('portfolio_id')}
      union select portfolio_id, to_char(trade_date, 'YYYY-MM') from portfolio_orders where user_id = ${userId} and ${one('portfolio_id')}
      union select portfolio_id, to_char(date, 'YYYY-MM') from portfolio_fares where user_id = ${userId} and ${one('portfolio_id')}
    ) m order by period desc, portfolio_id`.execute(db);
  return r.rows;
}

/** The summed close worth on the last day with an accrued fee on or before `day` (all cards), null when none. */
export async function worthOnLastFareDay(db: Kysely<DB>, userId: number, portfolioId: number, day: string): Promise<string | null> {
  const r = await sql<{ worth: string | null }>`select sum(worth)::text as worth from portfolio_fares
    where user_id = ${userId} and portfolio_id = ${portfolioId}
      and date = (select max(date) from portfolio_fares where user_id = ${userId} and portfolio_id = ${portfolioId} and date <= ${day})`.execute(db);
  return r.rows[0]?.worth ?? null;
}

export function portfolioNames(db: Kysely<DB>, portfolioId: number) {
  return db.selectFrom('portfolios').select(['id', 'symbol', 'name']).where('id', '=', portfolioId).executeTakeFirstOrThrow();
}

export interface MonthSums {
  income: string;
  fare: string;
  buy: string;
  sell: string;
  trades: number;
}

/** Income, fees, traded buys and sells and the number of orders of the portfolio between `start` and `end`. */
export async function monthSums(db: Kysely<DB>, userId: number, portfolioId: number, start: string, end: string): Promise<MonthSums | undefined> {
  const sums = await sql<MonthSums>`select
      (select coalesce(sum(income), 0) from daily_incomes where user_id = ${userId} and portfolio_id = ${portfolioId} and date between ${start} and ${end})::text as income,
      (select coalesce(sum(fare), 0) from portfolio_fares where user_id = ${userId} and portfolio_id = ${portfolioId} and date between ${start} and ${end})::text as fare,
      (select coalesce(sum(coalesce(amount_confirm, amount)), 0) from portfolio_orders where user_id = ${userId} and portfolio_id = ${portfolioId}
        and direction = ${code(TradeDirection.Buy)} and status in (${codeList(TRADED_STATUSES)}) and trade_date between ${start} and ${end})::text as buy,
      (select coalesce(sum(coalesce(amount_confirm, amount)), 0) from portfolio_orders where user_id = ${userId} and portfolio_id = ${portfolioId}
        and direction = ${code(TradeDirection.Sell)} and status in (${codeList(TRADED_STATUSES)}) and trade_date between ${start} and ${end})::text as sell,
      (select count(*)::int from portfolio_orders where user_id = ${userId} and portfolio_id = ${portfolioId} and trade_date between ${start} and ${end}) as trades`.execute(db);
  return sums.rows[0];
}
