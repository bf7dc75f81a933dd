// Undo of a portfolio order: only while every child fund order is still entrusted and before 15:00 of its
// trade date (core's undo rule); the children are cancelled and give back their money or frozen shares.
import type { Transaction } from 'kysely';
import {
  OPEN_PORTFOLIO_TRADE_STATUSES,
  TradeDirection,
  TradeStatus,
  canUndoPortfolioChild,
  portfolioUndoRefusal,
} from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { PORTFOLIO_TRADE_MESSAGES as M } from '@fund/core/portfolio';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { post } from '../ledger/ledger-repo';
import { settlePortfolioCoupon } from '../coupons/coupon-cashback';
import { lockOrder } from '../trading/trading-repo';
import { refundPostings } from '../trading/undo-service';
import { childOrders, ownPortfolioOrderOr404 } from './trade-repo';

const REFUSALS = { notAllowed: M.undoNotAllowed, tooLate: M.undoTooLate } as const;

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function undoPortfolioOrder(trx: Transaction<DB>, userId: number, id: number, now: Date): Promise<Wire.TradeSubmitted> {
  const order = await ownPortfolioOrderOr404(trx, userId, id);
  const children = await childOrders(trx, order.id);
  const refusal = portfolioUndoRefusal(order, children, now);
  if (refusal !== null) throw new ApiError(400, { detail: [REFUSALS[refusal]] });
  const parent = await trx.selectFrom('portfolio_orders').selectAll().where('id', '=', order.id).where('status', 'in', [...OPEN_PORTFOLIO_TRADE_STATUSES]).forUpdate().executeTakeFirst();
  if (!parent) throw new ApiError(400, { detail: [M.undoNotAllowed] });
  let refund = toDecimal(0);
  for (const c of children) {
    const child = await lockOrder(trx, c.id);
    if (!child || !canUndoPortfolioChild(child, now)) throw new ApiError(400, { detail: [M.undoNotAllowed] });
    const isBuy = child.direction !== TradeDirection.Sell;
    if (isBuy) refund = refund.plus(child.amount);
    await trx.updateTable('trade_orders').set({ status: TradeStatus.Cancelled, amount_refund: isBuy ? child.amount : null, confirmed_at: now.toISOString() }).where('id', '=', child.id).execute();
    await post(trx, userId, now, await refundPostings(trx, child, '组合撤单退回'));
  }
  await trx
    .updateTable('portfolio_orders')
    .set({ status: TradeStatus.Cancelled, amount_refund: parent.direction === TradeDirection.Buy ? refund.toFixed(2) : null, confirmed_at: now.toISOString() })
    .where('id', '=', parent.id)
    .execute();
  await settlePortfolioCoupon(trx, parent, TradeStatus.Cancelled, refund, now);
  return { id: order.id, status: TradeStatus.Cancelled };
}
