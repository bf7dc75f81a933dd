// Queries of the demo store's month (demo-store-income): its picks from the seeded market and its marks.
import type { Kysely } from 'kysely';
import { SubscriptionStatus } from '@fund/core/fund';
import type { DB } from '../../db/schema';

/** Tradable funds open for buying and priced on `since`, lowest id first: cash treasures, or other funds of risk 1 to `maxRisk`. */
export async function pricedTradableSymbols(db: Kysely<DB>, since: string, opts: { bao: boolean; maxRisk?: number; limit: number }): Promise<string[]> {
  const rows = await db.selectFrom('funds as f').select('f.symbol')
    .where('f.is_bao', '=', opts.bao).where('f.allow_trade', '=', true).where('f.allow_buy', '=', true).where('f.allow_sell', '=', true)
    .where('f.subscription_status', '=', SubscriptionStatus.Open).where('f.net_value', 'is not', null)
    .$if(!opts.bao, (q) => q.where('f.investment_risk', '>=', 1).where('f.investment_risk', '<=', opts.maxRisk ?? 5))
    .where(({ exists, selectFrom }) => exists(selectFrom('fund_navs as n').select('n.fund_id').whereRef('n.fund_id', '=', 'f.id').where('n.date', '<=', since)))
    .orderBy('f.id').limit(opts.limit).execute();
  return rows.map((r) => r.symbol);
}

/** When the newest holding began (ISO), or null with none. */
export async function newestHoldingStart(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom('holdings').select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirst();
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** Whether the user owns a portfolio (the demo advisor owning one marks the month lived). */
export async function ownsPortfolio(db: Kysely<DB>, userId: number): Promise<boolean> {
  return (await db.selectFrom('portfolios').select('id').where('owner_user_id', '=', userId).executeTakeFirst()) !== undefined;
}
