// What true returns read: a user's share movements and money flows in one holding scope (held directly,
// 0, or inside a portfolio), optionally of one fund or of one plan's orders, and those funds' NAVs. Share
// movements come from the ledger (exact, whatever moved them); the money comes from the order each movement
// belongs to, and cash dividends, which move no shares, from their orders.
import type { Kysely } from 'kysely';
import { TradeDirection } from '@fund/core/trade';
import type { DB } from '../../db/schema';

export interface ShareMovement {
  fund_id: number;
  shares: string;
  at: Date | string;
  direction: number | null;
  amount: string | null;
  amount_confirm: string | null;
  /** The order's trade date: its shares are priced at that day's NAV, so they count from that close. */
  trade_date: string | null;
  /** The cash treasure, worth 1 a share: held inside a portfolio as one of its positions. */
  is_bao: boolean;
}

/** Which movements count: the holding scope (0 direct, else the portfolio), and within it one fund or one plan's orders. */
export interface ReturnsScope {
  portfolioId: number;
  fundId?: number;
  planId?: number;
}

export async function shareMovements(db: Kysely<DB>, userId: number, scope: ReturnsScope): Promise<ShareMovement[]> {
  let q = db
    .selectFrom('ledger_entries as le')
    .innerJoin('funds as f', 'f.id', 'le.fund_id')
    .leftJoin('trade_orders as o', 'o.id', 'le.order_id')
    .select(['le.fund_id as fund_id', 'le.amount as shares', 'le.created_at as at', 'o.direction as direction', 'o.amount as amount', 'o.amount_confirm as amount_confirm', 'o.trade_date as trade_date', 'f.is_bao as is_bao'])
    .where('le.user_id', '=', userId)
    .where('le.account', '=', 'shares')
    .where('le.portfolio_id', '=', scope.portfolioId);
  // Held directly, the cash treasure is cash, not an investment; inside a portfolio it is one of its positions.
  if (scope.portfolioId === 0) q = q.where('f.is_bao', '=', false);
  if (scope.fundId !== undefined) q = q.where('le.fund_id', '=', scope.fundId);
  if (scope.planId !== undefined) q = q.where('o.fixed_investment_id', '=', scope.planId);
  const rows = await q.orderBy('le.id').execute();
  return rows.map((r) => ({ ...r, fund_id: r.fund_id ?? 0 }));
}

/** Cash dividends paid to the card: money out of the holding that moves no shares. A plan's orders are buys only. */
export async function cashDividends(db: Kysely<DB>, userId: number, scope: ReturnsScope): Promise<{ fund_id: number; amount: string; trade_date: string }[]> {
  if (scope.planId !== undefined) return [];
  let q = db
    .selectFrom('trade_orders')
    .select(['fund_id', 'amount_confirm as amount', 'trade_date'])
    .where('user_id', '=', userId)
    .where('portfolio_id', '=', scope.portfolioId)
    .where('direction', '=', TradeDirection.Bonus)
    .where('shares_confirm', 'is', null)
    .where('confirmed_at', 'is not', null);
  if (scope.fundId !== undefined) q = q.where('fund_id', '=', scope.fundId);
  const rows = await q.execute();
  return rows.map((r) => ({ fund_id: r.fund_id, amount: r.amount ?? '0', trade_date: r.trade_date }));
}

export async function navsFrom(db: Kysely<DB>, fundIds: readonly number[], from: string, to: string): Promise<{ fund_id: number; date: string; net_value: string }[]> {
  if (fundIds.length === 0) return [];
  return db
    .selectFrom('fund_navs')
    .select(['fund_id', 'date', 'net_value'])
    .where('fund_id', 'in', [...fundIds])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** Whether the user ever placed an order in the portfolio: whose returns they may read. */
export async function hasPortfolioOrders(db: Kysely<DB>, userId: number, portfolioId: number): Promise<boolean> {
  const row = await db.selectFrom('portfolio_orders').select('id').where('user_id', '=', userId).where('portfolio_id', '=', portfolioId).limit(1).executeTakeFirst();
  return row !== undefined;
}
