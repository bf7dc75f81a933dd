// A coupon's life on an order, always inside the order's own transaction: attached when used (the coupon
// leaves the user's usable coupons), its cashback paid to the card only once the buy is confirmed, and
// given back (usable again) when the buy is undone or fails. A coupon is never paid on an order that did
// not go through, and never paid twice (cashback_at is set by the same statement that claims it).
import type { Transaction } from 'kysely';
import { CASHBACK_PAID_STATUSES } from '@fund/core/trade';
import { isCouponEnabled } from '@fund/core/promotion';
import type { DecimalInput } from '@fund/core/money';
import type { DB } from '../../db/schema';
import { post } from '../ledger/ledger-repo';
import { claimCashback, couponById, couponOnOrder, couponOrderOf, detachPortfolioCoupon, freeCoupon, markCouponUsed } from './coupon-repo';

export const CASHBACK_MEMO = '优惠券返现';

export const couponUseMemo = (name: string): string => `使用优惠券${name}`;
const couponBackMemo = (name: string): string => `退回优惠券${name}`;

/** Attaches a usable coupon to an order; false when another request attached it first. */
export async function attachCoupon(trx: Transaction<DB>, userId: number, couponId: number, orderId: number, now: Date): Promise<boolean> {
  const marked = await markCouponUsed(trx, userId, couponId, orderId, now.toISOString());
  if (!marked) return false;
  await post(trx, userId, now, [{ account: 'coupon', orderId, couponId, amount: `-${marked.amount}`, memo: couponUseMemo(marked.name) }]);
  return true;
}

/** Pays the cashback of the coupon attached to the order (once); the row on the card names the coupon. */
export async function payCashback(trx: Transaction<DB>, couponId: number, cardId: number, now: Date): Promise<void> {
  const claimed = await claimCashback(trx, couponId, now.toISOString());
  if (!claimed || claimed.used_order_id === null) return;
  await post(trx, claimed.user_id, now, [{ account: 'card', cardId, orderId: claimed.used_order_id, couponId, amount: claimed.amount, memo: CASHBACK_MEMO }]);
}

/** Gives an attached, unpaid coupon back: usable again, and the ledger's coupon row reversed. */
export async function restoreCoupon(trx: Transaction<DB>, couponId: number, now: Date): Promise<void> {
  const before = await couponOrderOf(trx, couponId);
  const freed = await freeCoupon(trx, couponId);
  if (!freed) return;
  await post(trx, freed.user_id, now, [{ account: 'coupon', orderId: before?.used_order_id ?? undefined, couponId, amount: freed.amount, memo: couponBackMemo(freed.name) }]);
}

/** The coupon attached to a fund order of its own (a portfolio's coupon is settled with the portfolio order). */
async function couponOfFundOrder(trx: Transaction<DB>, order: { id: number; portfolio_order_id: number | null }): Promise<number | null> {
  if (order.portfolio_order_id !== null) return null;
  const row = await couponOnOrder(trx, order.id);
  return row?.id ?? null;
}

/** A fund buy was confirmed: its coupon's cashback goes to the card. */
export async function cashbackOnConfirmed(trx: Transaction<DB>, order: { id: number; bank_card_id: number; portfolio_order_id: number | null }, now: Date): Promise<void> {
  const couponId = await couponOfFundOrder(trx, order);
  if (couponId !== null) await payCashback(trx, couponId, order.bank_card_id, now);
}

/** A fund buy was undone or failed: its coupon is usable again. */
export async function couponBackOnFailed(trx: Transaction<DB>, order: { id: number; portfolio_order_id: number | null }, now: Date): Promise<void> {
  const couponId = await couponOfFundOrder(trx, order);
  if (couponId !== null) await restoreCoupon(trx, couponId, now);
}

/**
 * A portfolio buy is settled (or undone): its coupon pays when the buy went through and what was confirmed
 * still reaches the coupon's minimum spend; otherwise the coupon is given back and leaves the order.
 */
export async function settlePortfolioCoupon(trx: Transaction<DB>, parent: { id: number; coupon_id: number | null; bank_card_id: number }, status: number, confirmed: DecimalInput, now: Date): Promise<void> {
  if (parent.coupon_id === null) return;
  const coupon = await couponById(trx, parent.coupon_id);
  if (!coupon) return;
  if ((CASHBACK_PAID_STATUSES as readonly number[]).includes(status) && isCouponEnabled({ amount: coupon.amount, coupon }, String(confirmed))) {
    await payCashback(trx, coupon.id, parent.bank_card_id, now);
    return;
  }
  await restoreCoupon(trx, coupon.id, now);
  await detachPortfolioCoupon(trx, parent.id);
}
