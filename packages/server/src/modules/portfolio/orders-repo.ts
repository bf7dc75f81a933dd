// SQL of portfolio orders beyond one row (trade-repo): the direct cash-treasure holding that pays a buy,
// the coupon it uses, the child orders' fees, the held card, undo's locks and cancels, and the records
// pages, details and chart points.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { OrderRow } from '../trade/trading-repo';
import type { PortfolioOrderRow } from './trade-repo';

type Db = Kysely<DB> | Transaction<DB>;

/** The direct holding of `fundId` on the card: shares and frozen shares. */
export function directHoldingShares(db: Db, userId: number, fundId: number, cardId: number) {
  return db.selectFrom('holdings').select(['shares', 'shares_frozen']).where('user_id', '=', userId).where('fund_id', '=', fundId).where('bank_card_id', '=', cardId).where('portfolio_id', '=', 0).executeTakeFirst();
}

export function ownCoupon(db: Db, userId: number, couponId: number) {
  return db.selectFrom('user_coupons').selectAll().where('id', '=', couponId).where('user_id', '=', userId).executeTakeFirst();
}

export function couponAmount(db: Db, couponId: number) {
  return db.selectFrom('user_coupons').select('amount').where('id', '=', couponId).executeTakeFirst();
}

export function orderFee(trx: Db, orderId: number) {
  return trx.selectFrom('trade_orders').select('fee').where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function setPortfolioOrderFee(trx: Transaction<DB>, id: number, fee: string): Promise<void> {
  await trx.updateTable('portfolio_orders').set({ fee }).where('id', '=', id).execute();
}

/** The first card (by id) on which the user holds shares in the portfolio (of one fund when given). */
export function firstHeldCard(db: Db, userId: number, portfolioId: number, fundId?: number) {
  let q = db.selectFrom('holdings').select('bank_card_id').where('user_id', '=', userId).where('portfolio_id', '=', portfolioId).where('shares', '>', '0');
  if (fundId !== undefined) q = q.where('fund_id', '=', fundId);
  return q.orderBy('bank_card_id').executeTakeFirst();
}

/** The portfolio order, locked for this transaction, while it is in one of the `open` statuses. */
export function lockOpenPortfolioOrder(trx: Transaction<DB>, id: number, open: readonly number[]): Promise<PortfolioOrderRow | undefined> {
  return trx.selectFrom('portfolio_orders').selectAll().where('id', '=', id).where('status', 'in', [...open]).forUpdate().executeTakeFirst();
}

export async function setChildOrderStatus(trx: Transaction<DB>, id: number, status: number, amountRefund: string | null, now: Date): Promise<void> {
  await trx.updateTable('trade_orders').set({ status, amount_refund: amountRefund, confirmed_at: now.toISOString() }).where('id', '=', id).execute();
}

export async function setPortfolioOrderStatus(trx: Transaction<DB>, id: number, status: number, amountRefund: string | null, now: Date): Promise<void> {
  await trx.updateTable('portfolio_orders').set({ status, amount_refund: amountRefund, confirmed_at: now.toISOString() }).where('id', '=', id).execute();
}

/** The user's latest `limit` orders of the portfolio, newest first. */
export function latestPortfolioOrders(db: Kysely<DB>, userId: number, portfolioId: number, limit: number): Promise<PortfolioOrderRow[]> {
  return db.selectFrom('portfolio_orders').selectAll().where('user_id', '=', userId).where('portfolio_id', '=', portfolioId)
    .orderBy('apply_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function fundIdBySymbol(db: Kysely<DB>, symbol: string) {
  return db.selectFrom('funds').select('id').where('symbol', '=', symbol).executeTakeFirst();
}

/** The user's child fund orders of the portfolio orders, by id. */
export function childrenOfOrders(db: Kysely<DB>, userId: number, orderIds: readonly number[]): Promise<OrderRow[]> {
  return db.selectFrom('trade_orders').selectAll().where('user_id', '=', userId).where('portfolio_order_id', 'in', [...orderIds]).orderBy('id').execute();
}

/** One page of the user's portfolio orders, newest first, and the count. */
export async function portfolioOrdersPage(db: Kysely<DB>, userId: number, filter: { status?: number; portfolioId?: number }, limit: number, offset: number): Promise<{ total: number; rows: PortfolioOrderRow[] }> {
  let q = db.selectFrom('portfolio_orders').where('user_id', '=', userId);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.portfolioId !== undefined) q = q.where('portfolio_id', '=', filter.portfolioId);
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await q.selectAll().orderBy('apply_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { total: Number(count?.n ?? 0), rows };
}

/** One page of the user's portfolio orders traded between `start` and `end`, newest first, and the count. */
export async function portfolioOrdersBetween(db: Kysely<DB>, userId: number, portfolioId: number, start: string, end: string, limit: number, offset: number): Promise<{ total: number; rows: PortfolioOrderRow[] }> {
  const base = db.selectFrom('portfolio_orders').where('user_id', '=', userId).where('portfolio_id', '=', portfolioId).where('trade_date', '>=', start).where('trade_date', '<=', end);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('apply_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { total: Number(count?.n ?? 0), rows };
}

export function ownPortfolioOrderRow(db: Kysely<DB>, userId: number, id: number): Promise<PortfolioOrderRow | undefined> {
  return db.selectFrom('portfolio_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** An earlier order of the user in the portfolio in `direction` and one of `statuses`. */
export function earlierPortfolioOrder(db: Kysely<DB>, order: PortfolioOrderRow, direction: number, statuses: readonly number[]) {
  return db
    .selectFrom('portfolio_orders')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('portfolio_id', '=', order.portfolio_id)
    .where('direction', '=', direction)
    .where('status', 'in', [...statuses])
    .where('id', '<', order.id)
    .executeTakeFirst();
}

/** The user's orders of the portfolio in `statuses`, by trade date. */
export function portfolioOrdersIn(db: Kysely<DB>, userId: number, portfolioId: number, statuses: readonly number[]) {
  return db
    .selectFrom('portfolio_orders')
    .select(['id', 'trade_date', 'direction', 'amount', 'amount_confirm'])
    .where('user_id', '=', userId)
    .where('portfolio_id', '=', portfolioId)
    .where('status', 'in', [...statuses])
    .orderBy('trade_date')
    .orderBy('id')
    .execute();
}
