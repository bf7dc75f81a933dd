// Undo of a portfolio order: only while every child fund order is still entrusted and before 15:00 of its
// trade date (like a fund undo); the children are cancelled and give back their money or frozen shares.
import type { Kysely } from 'kysely';
import { TradeDirection, TradeStatus, toDecimal, type Wire } from '@fund/core';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { post } from '../../engine/ledger';
import { CUT_OFF_MINUTES, shanghaiInstant } from '../../engine/market-clock';
import { passPassword } from '../trading/order-checks';
import { lockOrder } from '../trading/trading-repo';
import { refundPostings } from '../trading/undo-service';
import { PORTFOLIO_TRADE_MESSAGES as M } from './trade-messages';
import { childOrders, ownPortfolioOrderOr404, type PortfolioOrderRow } from './trade-repo';

const OPEN: readonly number[] = [TradeStatus.EntrustSucceed, TradeStatus.InRebalance];

function inTime(order: PortfolioOrderRow, now: Date): boolean {
  return now < shanghaiInstant(order.trade_date, CUT_OFF_MINUTES);
}

export async function undoPortfolioOrder(db: Kysely<DB>, userId: number, id: number, password: string, now: Date): Promise<Wire.TradeSubmitted> {
  const order = await ownPortfolioOrderOr404(db, userId, id);
  const children = await childOrders(db, order.id);
  if (!OPEN.includes(order.status) || children.some((c) => c.status !== TradeStatus.EntrustSucceed)) throw new ApiError(400, { detail: [M.undoNotAllowed] });
  if (!inTime(order, now)) throw new ApiError(400, { detail: [M.undoTooLate] });
  await passPassword(db, userId, password);
  await db.transaction().execute(async (trx) => {
    const parent = await trx.selectFrom('portfolio_orders').selectAll().where('id', '=', order.id).where('status', 'in', [...OPEN]).forUpdate().executeTakeFirst();
    if (!parent) throw new ApiError(400, { detail: [M.undoNotAllowed] });
    let refund = toDecimal(0);
    for (const c of children) {
      const child = await lockOrder(trx, c.id);
      if (!child || child.status !== TradeStatus.EntrustSucceed || now >= shanghaiInstant(child.trade_date, CUT_OFF_MINUTES)) throw new ApiError(400, { detail: [M.undoNotAllowed] });
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
  });
  return { id: order.id, status: TradeStatus.Cancelled };
}
