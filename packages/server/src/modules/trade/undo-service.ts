// Undo: an order still entrusted may be cancelled until 15:00 of its trade date (core's undo rule); the money
// goes back to the card (or the cash treasure) and frozen shares are released, through the ledger.
import type { Kysely, Transaction } from 'kysely';
import { TradeDirection, TradeStatus, canUndoFundOrder, fundUndoRefusal, TRADING_MESSAGES } from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { post, type Posting } from '../ledger/ledger-repo';
import { baoFund, lockOrder, ownOrder, type OrderRow } from './trading-repo';
import { cancelOrder } from './orders-repo';
import { couponBackOnFailed } from '../promotion/coupon-cashback';

const REFUSALS = { notAllowed: TRADING_MESSAGES.undoNotAllowed, tooLate: TRADING_MESSAGES.undoTooLate } as const;

/** The postings that give back what an open order holds (used by undo and by failed confirmations). */
export async function refundPostings(db: Kysely<DB>, order: OrderRow, memo: string): Promise<Posting[]> {
  if (order.direction === TradeDirection.Sell) {
    return [{ account: 'frozen', fundId: order.fund_id, cardId: order.bank_card_id, orderId: order.id, portfolioId: order.portfolio_id, amount: toDecimal(order.shares).neg(), memo }];
  }
  // A portfolio child paid from the cash treasure took the money from the directly held cash treasure.
  const back: Posting = order.pay_from_bao
    ? { account: 'shares', fundId: (await baoFund(db)).id, cardId: order.bank_card_id, orderId: order.id, amount: order.amount, memo }
    : { account: 'card', cardId: order.bank_card_id, orderId: order.id, amount: order.amount, memo };
  return [{ account: 'transit', cardId: order.bank_card_id, orderId: order.id, amount: toDecimal(order.amount).neg(), memo }, back];
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function undoOrder(trx: Transaction<DB>, userId: number, orderId: number, now: Date): Promise<Wire.TradeSubmitted> {
  const order = await ownOrder(trx, userId, orderId);
  if (!order) throw detailError(404, TRADING_MESSAGES.orderNotFound);
  const refusal = fundUndoRefusal(order, now);
  if (refusal !== null) throw new ApiError(400, { detail: [REFUSALS[refusal]] });
  const locked = await lockOrder(trx, order.id);
  if (!locked || !canUndoFundOrder(locked, now)) throw new ApiError(400, { detail: [TRADING_MESSAGES.undoNotAllowed] });
  const isBuy = locked.direction !== TradeDirection.Sell;
  await cancelOrder(trx, locked.id, isBuy ? locked.amount : null, now);
  await post(trx, userId, now, await refundPostings(trx, locked, '撤单退回'));
  // The coupon goes back with the money, in the same transaction: an undone buy never pays cashback.
  if (isBuy) await couponBackOnFailed(trx, locked, now);
  return { id: order.id, status: TradeStatus.Cancelled };
}
