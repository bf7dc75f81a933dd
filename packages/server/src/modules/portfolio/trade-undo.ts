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
import { settlePortfolioCoupon } from '../promotion/coupon-cashback';
import { lockOrder } from '../trade/trading-repo';
import { lockOpenPortfolioOrder, setChildOrderStatus, setPortfolioOrderStatus } from './orders-repo';
import { refundPostings } from '../trade/undo-service';
import { childOrders, ownPortfolioOrderOr404 } from './trade-repo';

const REFUSALS = { notAllowed: M.undoNotAllowed, tooLate: M.undoTooLate } as const;

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function undoPortfolioOrder(trx: Transaction<DB>, userId: number, id: number, now: Date): Promise<Wire.TradeSubmitted> {
  const order = await ownPortfolioOrderOr404(trx, userId, id);
  const children = await childOrders(trx, order.id);
  const refusal = portfolioUndoRefusal(order, children, now);
  if (refusal !== null) throw new ApiError(400, { detail: [REFUSALS[refusal]] });
  const parent = await lockOpenPortfolioOrder(trx, order.id, OPEN_PORTFOLIO_TRADE_STATUSES);
  if (!parent) throw new ApiError(400, { detail: [M.undoNotAllowed] });
  let refund = toDecimal(0);
  for (const c of children) {
    const child = await lockOrder(trx, c.id);
    if (!child || !canUndoPortfolioChild(child, now)) throw new ApiError(400, { detail: [M.undoNotAllowed] });
    const isBuy = child.direction !== TradeDirection.Sell;
    if (isBuy) refund = refund.plus(child.amount);
    await setChildOrderStatus(trx, child.id, TradeStatus.Cancelled, isBuy ? child.amount : null, now);
    await post(trx, userId, now, await refundPostings(trx, child, '组合撤单退回'));
  }
  await setPortfolioOrderStatus(trx, parent.id, TradeStatus.Cancelled, parent.direction === TradeDirection.Buy ? refund.toFixed(2) : null, now);
  await settlePortfolioCoupon(trx, parent, TradeStatus.Cancelled, refund, now);
  return { id: order.id, status: TradeStatus.Cancelled };
}
