// SQL of held-portfolio reads: the user's holdings inside portfolios (holdings.portfolio_id > 0) with each
// fund's latest NAV, their income by day, the accrued advisory fee and the open portfolio orders.
import { sql, type Kysely } from 'kysely';
import { OPEN_PORTFOLIO_TRADE_STATUSES, TRADED_STATUSES, TradeDirection } from '@fund/core/trade';
import type { DB } from '../../db/schema';

export interface HeldRow {
  portfolio_id: number;
  fund_id: number;
  bank_card_id: number;
  shares: string;
  shares_frozen: string;
  divi_type: number;
  is_bao: boolean;
  net_value: string;
  tradedate: string | null;
  allow_sell: boolean;
}

/** Holdings inside portfolios with shares (all the user's portfolios, or one, or one fund of one). */
export async function heldRows(db: Kysely<DB>, userId: number, portfolioId?: number, fundId?: number): Promise<HeldRow[]> {
  const r = await sql<HeldRow>`select h.portfolio_id, h.fund_id, h.bank_card_id, h.shares::text as shares, h.shares_frozen::text as shares_frozen, h.divi_type, f.is_bao,
      coalesce(f.net_value, 1)::text as net_value, f.tradedate, f.allow_sell
    from holdings h join funds f on f.id = h.fund_id
    where h.user_id = ${userId} and h.portfolio_id > 0 and h.shares > 0
      and ${portfolioId === undefined ? sql`true` : sql`h.portfolio_id = ${portfolioId}`}
      and ${fundId === undefined ? sql`true` : sql`h.fund_id = ${fundId}`}
    order by h.portfolio_id, h.fund_id, h.bank_card_id`.execute(db);
  return r.rows;
}

/** Portfolios the user holds shares in or has an open order in, optionally of one topic; oldest first. */
export async function heldPortfolioIds(db: Kysely<DB>, userId: number, topic?: string): Promise<number[]> {
  const r = await sql<{ id: number }>`select p.id from portfolios p
    where ${topic === undefined ? sql`true` : sql`p.topic = ${topic}`}
      and (exists (select 1 from holdings h where h.user_id = ${userId} and h.portfolio_id = p.id and h.shares > 0)
        or exists (select 1 from portfolio_orders o where o.user_id = ${userId} and o.portfolio_id = p.id and o.status = any(${OPEN_PORTFOLIO_TRADE_STATUSES}::int[])))
    order by p.id`.execute(db);
  return r.rows.map((x) => x.id);
}

export async function topicPortfolioIds(db: Kysely<DB>, topic: string): Promise<number[]> {
  return (await db.selectFrom('portfolios').select('id').where('topic', '=', topic).orderBy('id').execute()).map((r) => r.id);
}

export interface IncomeSum {
  portfolio_id: number;
  fund_id: number;
  total: string;
  latest: string;
}

/** Income per portfolio and fund: the total and that of the user's latest income day (any scope). */
export async function heldIncomeSums(db: Kysely<DB>, userId: number, portfolioId?: number): Promise<IncomeSum[]> {
  const r = await sql<IncomeSum>`select portfolio_id, fund_id, sum(income)::text as total,
      coalesce(sum(income) filter (where date = (select max(date) from daily_incomes where user_id = ${userId})), 0)::text as latest
    from daily_incomes where user_id = ${userId} and portfolio_id > 0
      and ${portfolioId === undefined ? sql`true` : sql`portfolio_id = ${portfolioId}`}
    group by portfolio_id, fund_id`.execute(db);
  return r.rows;
}

/**
 * Income by day of one portfolio, or of every portfolio in `portfolioIds` (the topic income page); newest first.
 * An empty id list has no income.
 */
export async function heldIncomeByDay(db: Kysely<DB>, userId: number, portfolioIds: readonly number[], limit: number, offset: number): Promise<{ rows: { date: string; income: string }[]; count: number }> {
  if (portfolioIds.length === 0) return { rows: [], count: 0 };
  const where = sql`user_id = ${userId} and portfolio_id = any(${[...portfolioIds]}::int[])`;
  const rows = await sql<{ date: string; income: string }>`select date, sum(income)::text as income from daily_incomes where ${where}
    group by date order by date desc limit ${limit} offset ${offset}`.execute(db);
  const count = await sql<{ n: number }>`select count(distinct date)::int as n from daily_incomes where ${where}`.execute(db);
  return { rows: rows.rows, count: count.rows[0]?.n ?? 0 };
}

/** The advisory fee accrued in each of the user's portfolios. */
export async function fareSums(db: Kysely<DB>, userId: number): Promise<Map<number, string>> {
  const r = await sql<{ portfolio_id: number; fare: string }>`select portfolio_id, sum(fare)::text as fare from portfolio_fares
    where user_id = ${userId} group by portfolio_id`.execute(db);
  return new Map(r.rows.map((x) => [x.portfolio_id, x.fare]));
}

export interface OpenOrderSums {
  buy_count: number;
  buy_amount: string;
  sell_count: number;
  sell_amount: string;
  sell_shares: string;
  rebalance_count: number;
}

/** What is still unconfirmed in one portfolio: open buys and sells (counts, yuan, the sells' child shares) and rebalances. */
export async function openOrderSums(db: Kysely<DB>, userId: number, portfolioId: number): Promise<OpenOrderSums> {
  const open = sql`o.user_id = ${userId} and o.portfolio_id = ${portfolioId} and o.status = any(${OPEN_PORTFOLIO_TRADE_STATUSES}::int[])`;
  const r = await sql<OpenOrderSums>`select
      (count(*) filter (where o.direction = ${TradeDirection.Buy}))::int as buy_count,
      coalesce(sum(o.amount) filter (where o.direction = ${TradeDirection.Buy}), 0)::text as buy_amount,
      (count(*) filter (where o.direction = ${TradeDirection.Sell}))::int as sell_count,
      coalesce(sum(o.amount) filter (where o.direction = ${TradeDirection.Sell}), 0)::text as sell_amount,
      (select coalesce(sum(c.shares), 0) from trade_orders c join portfolio_orders o on o.id = c.portfolio_order_id
        where ${open} and o.direction = ${TradeDirection.Sell} and c.direction = ${TradeDirection.Sell})::text as sell_shares,
      (count(*) filter (where o.direction = ${TradeDirection.Rebalance}))::int as rebalance_count
    from portfolio_orders o where ${open}`.execute(db);
  const row = r.rows[0];
  return row ?? { buy_count: 0, buy_amount: '0', sell_count: 0, sell_amount: '0', sell_shares: '0', rebalance_count: 0 };
}

/** Whether the user has a confirmed buy of the portfolio (wholly or partly succeeded). */
export async function hasConfirmedBuy(db: Kysely<DB>, userId: number, portfolioId: number): Promise<boolean> {
  const row = await db
    .selectFrom('portfolio_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('portfolio_id', '=', portfolioId)
    .where('direction', '=', TradeDirection.Buy)
    .where('status', 'in', [...TRADED_STATUSES])
    .executeTakeFirst();
  return row !== undefined;
}
