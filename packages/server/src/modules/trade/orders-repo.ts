// SQL over the trade orders beyond one row by id (trading-repo): a holding's lots and sells for the
// fee, the records pages, a record's neighbours, the order serial, a cancel, the fast transfer-outs.
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { TradeDirection, TradeStatus } from '@fund/core/trade';

import type { DB } from '../../db/schema';
import { baoFund, baoFundQuery, type OrderRow } from './trading-repo';

type Db = Kysely<DB> | Transaction<DB>;

/** Which holding (user, fund, card, portfolio scope) the orders belong to. */
export interface HoldingScope {
  userId: number;
  fundId: number;
  cardId: number;
  portfolioId: number;
}

/** The holding's confirmed buys (every direction but a sell) with confirmed shares, oldest first. */
export function confirmedLots(db: Db, s: HoldingScope, confirmed: readonly number[]) {
  return db
    .selectFrom('trade_orders')
    .select(['shares_confirm', 'confirm_date'])
    .where('user_id', '=', s.userId)
    .where('fund_id', '=', s.fundId)
    .where('bank_card_id', '=', s.cardId)
    .where('portfolio_id', '=', s.portfolioId)
    .where('direction', '!=', TradeDirection.Sell)
    .where('status', 'in', [...confirmed])
    .where('shares_confirm', 'is not', null)
    .orderBy('confirm_date')
    .orderBy('id')
    .execute();
}

/** The holding's sells in the `placed` statuses. */
export function placedSells(db: Db, s: HoldingScope, placed: readonly number[]) {
  return db
    .selectFrom('trade_orders')
    .select(['id', 'status', 'shares', 'shares_confirm'])
    .where('user_id', '=', s.userId)
    .where('fund_id', '=', s.fundId)
    .where('bank_card_id', '=', s.cardId)
    .where('portfolio_id', '=', s.portfolioId)
    .where('direction', '=', TradeDirection.Sell)
    .where('status', 'in', [...placed])
    .execute();
}

export interface RecordFilter {
  tab: 'fund' | 'fund_bao';
  status?: number;
  fundId?: number;
  fixedInvestmentId?: number;
  direction?: number;
}

/**
 * One page of the user's direct orders (a portfolio's child orders and holdings' dividends excluded), newest
 * first, and the count: one statement, the cash treasure's id and the count as subqueries of the page. An
 * empty page (past the end, no orders, or no cash treasure fund, which baoFund refuses) is counted apart.
 */
export async function directOrdersPage(db: Kysely<DB>, userId: number, filter: RecordFilter, limit: number, offset: number): Promise<{ total: number; rows: OrderRow[] }> {
  const orders = directOrders(db, userId, filter, baoFundQuery(db).select('funds.id'));
  const counted = orders.select((eb) => eb.fn.countAll<number>().as('n'));
  const page = await orders.selectAll().select(counted.as('total')).orderBy('apply_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  if (page.length > 0) return { total: Number(page[0]!.total ?? 0), rows: page.map(({ total: _, ...row }) => row) };
  const count = await directOrders(db, userId, filter, (await baoFund(db)).id)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { total: Number(count?.n ?? 0), rows: [] };
}

type OrdersQuery = SelectQueryBuilder<DB, 'trade_orders', object>;
type BaoIdQuery = SelectQueryBuilder<DB, 'funds', { id: number }>;

/** The user's direct orders the filter keeps, on the cash treasure (`bao`: its id or a subquery for it) or the other funds by `filter.tab`. */
function directOrders(db: Kysely<DB>, userId: number, filter: RecordFilter, bao: number | BaoIdQuery): OrdersQuery {
  let q = db.selectFrom('trade_orders').where('user_id', '=', userId).where('portfolio_order_id', 'is', null).where('portfolio_id', '=', 0);
  q = filter.tab === 'fund_bao' ? q.where('fund_id', '=', bao) : q.where('fund_id', '!=', bao);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.fundId !== undefined) q = q.where('fund_id', '=', filter.fundId);
  if (filter.fixedInvestmentId !== undefined) q = q.where('fixed_investment_id', '=', filter.fixedInvestmentId);
  if (filter.direction !== undefined) q = q.where('direction', '=', filter.direction);
  return q;
}

/** The user's order `id` as a list (empty when it is not theirs). */
export function ownOrders(db: Kysely<DB>, userId: number, id: number): Promise<OrderRow[]> {
  return db.selectFrom('trade_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).execute();
}

/** The coupon amount used on the order, if any. */
export function couponUsedOn(db: Kysely<DB>, orderId: number) {
  return db.selectFrom('user_coupons').select('amount').where('used_order_id', '=', orderId).executeTakeFirst();
}

/** Whether the user placed an earlier paying order of the same fund in the same scope. */
export function earlierPaying(db: Kysely<DB>, order: OrderRow, paying: readonly number[], placed: readonly number[]) {
  return db
    .selectFrom('trade_orders')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('fund_id', '=', order.fund_id)
    .where('portfolio_id', '=', order.portfolio_id)
    .where('direction', 'in', [...paying])
    .where('status', 'in', [...placed])
    .where('id', '<', order.id)
    .executeTakeFirst();
}

/** The user's direct confirmed trades of a fund, by trade date. */
export function confirmedTradesOf(db: Kysely<DB>, userId: number, fundId: number, confirmed: readonly number[]) {
  return db
    .selectFrom('trade_orders')
    .select(['id', 'trade_date', 'direction', 'amount', 'shares_confirm', 'net_value'])
    .where('user_id', '=', userId)
    .where('fund_id', '=', fundId)
    .where('portfolio_id', '=', 0)
    .where('status', 'in', [...confirmed])
    .orderBy('trade_date')
    .orderBy('id')
    .execute();
}

/** The next value of the order serial sequence, as text. */
export async function nextOrderSerial(db: Kysely<DB>): Promise<string | undefined> {
  const { rows } = await sql<{ n: string }>`select nextval('order_serial_seq')::text as n`.execute(db);
  return rows[0]?.n;
}

export async function cancelOrder(trx: Transaction<DB>, id: number, amountRefund: string | null, now: Date): Promise<void> {
  await trx.updateTable('trade_orders').set({ status: TradeStatus.Cancelled, amount_refund: amountRefund, confirmed_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Locks the user's row until the transaction ends (NO KEY UPDATE: orders' foreign keys still share-lock it). */
export async function lockUser(trx: Transaction<DB>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

