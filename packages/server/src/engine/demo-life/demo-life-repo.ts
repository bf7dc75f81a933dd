// SQL of the demo account's year: the investor, and what the year is made of, chosen from the seeded market by query (same market, same
// picks): tradable funds of a subtype priced since the year began, funds paying a dividend during it,
// and a platform portfolio whose target set changed during it (so a rebalance has something to do).
import { sql, type Kysely } from 'kysely';
import { SubscriptionStatus } from '@fund/core/fund';
import type { DB } from '../../db/schema';

export interface FundPick {
  id: number;
  /** The dividend's ex date, for funds picked for one. */
  exDate?: string;
}

/** Tradable, priced on `since` and still today, open for buying (and for plans when `fixed`). */
function tradable(db: Kysely<DB>, since: string, fixed: boolean) {
  let q = db.selectFrom('funds as f').select('f.id').where('f.is_bao', '=', false).where('f.allow_trade', '=', true).where('f.allow_buy', '=', true)
    .where('f.allow_sell', '=', true).where('f.subscription_status', '=', SubscriptionStatus.Open).where('f.net_value', 'is not', null)
    .where(({ exists, selectFrom }) => exists(selectFrom('fund_navs as n').select('n.fund_id').whereRef('n.fund_id', '=', 'f.id').where('n.date', '<=', since)));
  if (fixed) q = q.where('f.allow_fixed', '=', true);
  return q;
}

/** The first tradable fund of a subtype not already taken (up to a risk level). */
export async function pickFund(db: Kysely<DB>, opts: { stype: number; since: string; taken: readonly number[]; fixed?: boolean; maxRisk?: number }): Promise<FundPick> {
  let q = tradable(db, opts.since, opts.fixed ?? false).where('f.symbol_stype', '=', opts.stype).where('f.investment_risk', '<=', opts.maxRisk ?? 5);
  if (opts.taken.length > 0) q = q.where('f.id', 'not in', opts.taken);
  const row = await q.orderBy('f.id').limit(1).executeTakeFirst();
  if (!row) throw new Error(`演示帐号: 没有可买的 ${opts.stype} 类基金`);
  return { id: row.id };
}

/** Tradable funds with a cash dividend going ex in (from, to], earliest first. */
export async function pickDividendFunds(db: Kysely<DB>, opts: { since: string; from: string; to: string; count: number; taken: readonly number[] }): Promise<FundPick[]> {
  const rows = await tradable(db, opts.since, false)
    .innerJoin('fund_dividends as d', 'd.fund_id', 'f.id')
    .select(sql<string>`min(d.ex_date)::text`.as('ex_date'))
    .where('d.kind', '=', 'dividend').where('d.per_share', 'is not', null).where('d.ex_date', '>', opts.from).where('d.ex_date', '<=', opts.to)
    .$if(opts.taken.length > 0, (q) => q.where('f.id', 'not in', opts.taken))
    .groupBy('f.id').orderBy('ex_date').orderBy('f.id').limit(opts.count).execute();
  if (rows.length < opts.count) throw new Error('演示帐号: 没有足够的分红基金');
  return rows.map((r) => ({ id: r.id, exDate: r.ex_date }));
}

export interface PortfolioPick {
  id: number;
  /** The day its later target set took effect. */
  adjustedOn: string;
}

/** A platform portfolio (no owner) open for buying whose target set changed in (from, to]. */
export async function pickAdjustedPortfolio(db: Kysely<DB>, from: string, to: string): Promise<PortfolioPick> {
  const row = await db.selectFrom('portfolios as p').innerJoin('portfolio_positions as pp', 'pp.portfolio_id', 'p.id')
    .select(['p.id', sql<string>`max(pp.effective_from)::text`.as('adjusted_on')])
    .where('p.owner_user_id', 'is', null).where('p.allow_trade', '=', true).where('p.allow_buy', '=', true)
    .where('pp.effective_from', '>', from).where('pp.effective_from', '<=', to)
    .groupBy('p.id').orderBy('p.id').limit(1).executeTakeFirst();
  if (!row) throw new Error('演示帐号: 没有调整过持仓的组合');
  return { id: row.id, adjustedOn: row.adjusted_on };
}

export interface Investor {
  userId: number;
  cardId: number;
}

/** The investor of a mobile (by its lookup hash) with their first card. */
export async function demoInvestor(db: Kysely<DB>, mobileHash: string): Promise<Investor | undefined> {
  const row = await db.selectFrom('users as u').innerJoin('bank_cards as c', 'c.user_id', 'u.id').select(['u.id as userId', 'c.id as cardId'])
    .where('u.mobile_hash', '=', mobileHash).orderBy('c.id').limit(1).executeTakeFirst();
  return row;
}

export async function hasOrders(db: Kysely<DB>, userId: number): Promise<boolean> {
  return (await db.selectFrom('trade_orders').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}
