// SQL of portfolio trading: the funds held inside one portfolio on one card (with their latest NAV),
// the portfolio (or 404), portfolio orders (the owner's only) and their child fund orders.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { TradeDirection, TradeStatus, TRADING_MESSAGES } from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import { PORTFOLIO_TRADE_MESSAGES } from '@fund/core/portfolio';
import type { DB } from '../../db/schema';
import type { PortfolioOrdersTable } from '../../db/tables/portfolio-trading-tables';
import { detailError } from '../../http/api-error';
import type { OrderRow } from '../trade/trading-repo';
import { portfolioById, type PortfolioRow } from './catalog-repo';
import type { HeldFund } from './trade-plan';

type Db = Kysely<DB> | Transaction<DB>;
export type PortfolioOrderRow = Selectable<PortfolioOrdersTable>;

export async function portfolioOrNotFound(db: Kysely<DB>, id: number): Promise<PortfolioRow> {
  const row = await portfolioById(db, id);
  if (!row) throw detailError(404, PORTFOLIO_TRADE_MESSAGES.portfolioNotFound);
  return row;
}

export interface ScopeHolding extends HeldFund {
  is_bao: boolean;
}

/** The funds held inside the portfolio on the card (shares above 0), with the fund's latest NAV. */
export async function scopeHoldings(db: Db, userId: number, portfolioId: number, cardId: number): Promise<ScopeHolding[]> {
  const r = await sql<{ fund_id: number; shares: string; frozen: string; nav: string; is_bao: boolean; allow_sell: boolean; allow_buy: boolean; allow_trade: boolean }>`
    select h.fund_id, h.shares::text as shares, h.shares_frozen::text as frozen, f.is_bao, f.allow_sell, f.allow_buy, f.allow_trade,
      (case when f.is_bao then 1 else coalesce(f.net_value, 1) end)::text as nav
    from holdings h join funds f on f.id = h.fund_id
    where h.user_id = ${userId} and h.portfolio_id = ${portfolioId} and h.bank_card_id = ${cardId} and h.shares > 0
    order by h.fund_id`.execute(db);
  return r.rows.map((h) => ({
    fund_id: h.fund_id,
    shares: toDecimal(h.shares),
    available: toDecimal(h.shares).minus(h.frozen),
    nav: toDecimal(h.nav),
    is_bao: h.is_bao,
    allow_sell: h.allow_trade && h.allow_sell,
    allow_buy: h.allow_trade && h.allow_buy,
  }));
}

/** Target funds that may be bought now. */
export async function buyableFunds(db: Db, fundIds: readonly number[]): Promise<Set<number>> {
  if (fundIds.length === 0) return new Set();
  const rows = await db.selectFrom('funds').select('id').where('id', 'in', [...fundIds]).where('allow_trade', '=', true).where((eb) => eb.or([eb('allow_buy', '=', true), eb('is_bao', '=', true)])).execute();
  return new Set(rows.map((r) => r.id));
}

export function ownPortfolioOrder(db: Db, userId: number, id: number): Promise<PortfolioOrderRow | undefined> {
  return db.selectFrom('portfolio_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function ownPortfolioOrderOr404(db: Db, userId: number, id: number): Promise<PortfolioOrderRow> {
  const order = await ownPortfolioOrder(db, userId, id);
  if (!order) throw detailError(404, TRADING_MESSAGES.orderNotFound);
  return order;
}

export function childOrders(db: Db, portfolioOrderId: number): Promise<OrderRow[]> {
  return db.selectFrom('trade_orders').selectAll().where('portfolio_order_id', '=', portfolioOrderId).orderBy('id').execute();
}

export async function insertPortfolioOrder(trx: Db, values: Omit<PortfolioOrderRow, 'id' | 'apply_at' | 'confirmed_at'> & { apply_at: string; confirmed_at: string | null }): Promise<number> {
  return (await trx.insertInto('portfolio_orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** An open order of this portfolio on this card (entrusted, or a rebalance under way). */
export async function hasOpenOrder(db: Db, userId: number, portfolioId: number, cardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('portfolio_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('portfolio_id', '=', portfolioId)
    .where('bank_card_id', '=', cardId)
    .where('status', 'in', [TradeStatus.EntrustSucceed, TradeStatus.InRebalance])
    .executeTakeFirst();
  return row !== undefined;
}

/** A buy of this portfolio on this card that was confirmed (wholly or partly). */
export async function hasConfirmedBuyOnCard(db: Db, userId: number, portfolioId: number, cardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('portfolio_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('portfolio_id', '=', portfolioId)
    .where('bank_card_id', '=', cardId)
    .where('direction', '=', TradeDirection.Buy)
    .where('status', 'in', [TradeStatus.TradeSucceed, TradeStatus.PartTradeSucceed])
    .executeTakeFirst();
  return row !== undefined;
}
