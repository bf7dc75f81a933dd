// What the certainty reads need (issue 24, B2): held funds' kinds and latest NAV dates, a day's recorded
// income per holding, the shares each holding had at that day's close and what moved them that day, the
// NAVs either side of the day, and the advisory fees accrued on it. Every read is the user's own rows.
import { sql, type Kysely } from 'kysely';
import { TradeDirection } from '@fund/core/trade';
import type { DB } from '../../db/schema';

export async function fundKinds(db: Kysely<DB>, fundIds: readonly number[]) {
  if (fundIds.length === 0) return [];
  return db.selectFrom('funds').select(['id', 'symbol', 'abbr_name', 'symbol_stype', 'is_bao', 'tradedate']).where('id', 'in', [...fundIds]).execute();
}

/** The latest day the user has income recorded on, or null. */
export async function latestIncomeDate(db: Kysely<DB>, userId: number): Promise<string | null> {
  const r = await sql<{ d: string | null }>`select max(date)::text as d from daily_incomes where user_id = ${userId}`.execute(db);
  return r.rows[0]?.d ?? null;
}

export interface DayIncomeRow {
  fund_id: number;
  portfolio_id: number;
  income: string;
  /** Shares at the day's close: share movements of orders confirmed by then. */
  shares: string;
  bought: string;
  reinvested: string;
}

/** Each holding's income of `day` (summed over its cards) with its shares and the day's confirmations. */
export async function dayIncomes(db: Kysely<DB>, userId: number, day: string): Promise<DayIncomeRow[]> {
  const r = await sql<DayIncomeRow>`
    with inc as (select fund_id, portfolio_id, sum(income) as income from daily_incomes where user_id = ${userId} and date = ${day}::date group by fund_id, portfolio_id),
    moves as (
      select le.fund_id, le.portfolio_id, le.amount, o.confirm_date, o.direction
      from ledger_entries le join trade_orders o on o.id = le.order_id
      where le.user_id = ${userId} and le.account = 'shares' and o.confirm_date <= ${day}::date)
    select inc.fund_id, inc.portfolio_id, inc.income::text as income,
      coalesce((select sum(m.amount) from moves m where m.fund_id = inc.fund_id and m.portfolio_id = inc.portfolio_id), 0)::text as shares,
      coalesce((select sum(m.amount) from moves m where m.fund_id = inc.fund_id and m.portfolio_id = inc.portfolio_id and m.confirm_date = ${day}::date
        and m.direction <> ${TradeDirection.Bonus} and m.amount > 0), 0)::text as bought,
      coalesce((select sum(m.amount) from moves m where m.fund_id = inc.fund_id and m.portfolio_id = inc.portfolio_id and m.confirm_date = ${day}::date
        and m.direction = ${TradeDirection.Bonus}), 0)::text as reinvested
    from inc order by inc.portfolio_id, inc.fund_id`.execute(db);
  return r.rows;
}

export interface NavPair {
  fund_id: number;
  nav_after: string | null;
  cum_after: string | null;
  nav_before: string | null;
  cum_before: string | null;
}

/** Each fund's latest NAV up to `day` and the one before it: the two the day's income was counted between. */
export async function navsAround(db: Kysely<DB>, fundIds: readonly number[], day: string): Promise<NavPair[]> {
  if (fundIds.length === 0) return [];
  const r = await sql<NavPair>`
    select f.id as fund_id, a.net_value::text as nav_after, a.net_cumulative::text as cum_after, b.net_value::text as nav_before, b.net_cumulative::text as cum_before
    from funds f
    left join lateral (select net_value, net_cumulative from fund_navs where fund_id = f.id and date <= ${day}::date order by date desc limit 1) a on true
    left join lateral (select net_value, net_cumulative from fund_navs where fund_id = f.id and date < ${day}::date order by date desc limit 1) b on true
    where f.id = any(${[...fundIds]}::int[])`.execute(db);
  return r.rows;
}

/** Advisory fees accrued to the user's portfolios on `day`. */
export async function faresOn(db: Kysely<DB>, userId: number, day: string): Promise<string> {
  const r = await sql<{ fare: string }>`select coalesce(sum(fare), 0)::text as fare from portfolio_fares where user_id = ${userId} and date = ${day}::date`.execute(db);
  return r.rows[0]?.fare ?? '0';
}
