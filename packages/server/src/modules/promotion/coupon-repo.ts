// SQL of user coupons: grants, a user's coupons by status, locks, and the claims that attach, pay and free them.
import { CouponState } from '@fund/core/promotion';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UserCouponsTable } from '../../db/tables/trading-tables';

export async function insertCoupon(db: Kysely<DB>, row: Insertable<UserCouponsTable>): Promise<number> {
  const inserted = await db
    .insertInto('user_coupons')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** status 0: usable (unused, not expired on `today`), 1: used, 2: expired; all when undefined. */
function couponsOf(db: Kysely<DB>, userId: number, status: number | undefined, today: string) {
  let q = db.selectFrom('user_coupons').where('user_id', '=', userId);
  if (status === CouponState.Usable) q = q.where('used_order_id', 'is', null).where('effective_to', '>=', today);
  if (status === CouponState.Used) q = q.where('used_order_id', 'is not', null);
  if (status === CouponState.Expired) q = q.where('used_order_id', 'is', null).where('effective_to', '<', today);
  return q;
}

export async function countCoupons(db: Kysely<DB>, userId: number, status: number | undefined, today: string): Promise<number> {
  const count = await couponsOf(db, userId, status, today).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(count?.n ?? 0);
}

/** A page of the user's coupons, soonest to expire first. */
export function couponPage(db: Kysely<DB>, userId: number, status: number | undefined, today: string, limit: number, offset: number) {
  return couponsOf(db, userId, status, today).selectAll().orderBy('effective_to').orderBy('id').limit(limit).offset(offset).execute();
}

/** The user's usable coupons on `today`, largest first. */
export function usableCoupons(db: Kysely<DB>, userId: number, today: string) {
  return db.selectFrom('user_coupons').selectAll().where('user_id', '=', userId).where('used_order_id', 'is', null).where('effective_to', '>=', today).orderBy('amount', 'desc').execute();
}

/** The user's coupon, locked until the transaction ends. */
export function lockOwnCoupon(trx: Kysely<DB>, userId: number, couponId: number) {
  return trx.selectFrom('user_coupons').selectAll().where('id', '=', couponId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** The coupon attached to an order, if any. */
export function couponOnOrder(trx: Kysely<DB>, orderId: number) {
  return trx.selectFrom('user_coupons').select('id').where('used_order_id', '=', orderId).executeTakeFirst();
}

/** Attaches an unattached coupon of the user to an order; undefined when another request attached it first. */
export function markCouponUsed(trx: Kysely<DB>, userId: number, couponId: number, orderId: number, at: string) {
  return trx
    .updateTable('user_coupons')
    .set({ used_order_id: orderId, used_at: at })
    .where('id', '=', couponId)
    .where('user_id', '=', userId)
    .where('used_order_id', 'is', null)
    .returning(['amount', 'name'])
    .executeTakeFirst();
}

/** Claims the cashback of an attached, unpaid coupon; undefined when there is none to pay. */
export function claimCashback(trx: Kysely<DB>, couponId: number, at: string) {
  return trx
    .updateTable('user_coupons')
    .set({ cashback_at: at })
    .where('id', '=', couponId)
    .where('used_order_id', 'is not', null)
    .where('cashback_at', 'is', null)
    .returning(['user_id', 'amount', 'used_order_id'])
    .executeTakeFirst();
}

export function couponOrderOf(trx: Kysely<DB>, couponId: number) {
  return trx.selectFrom('user_coupons').select(['used_order_id']).where('id', '=', couponId).executeTakeFirst();
}

/** Frees an attached, unpaid coupon; undefined when there is none to free. */
export function freeCoupon(trx: Kysely<DB>, couponId: number) {
  return trx
    .updateTable('user_coupons')
    .set({ used_order_id: null, used_at: null })
    .where('id', '=', couponId)
    .where('used_order_id', 'is not', null)
    .where('cashback_at', 'is', null)
    .returning(['user_id', 'amount', 'name'])
    .executeTakeFirst();
}

export function couponById(trx: Kysely<DB>, couponId: number) {
  return trx.selectFrom('user_coupons').selectAll().where('id', '=', couponId).executeTakeFirst();
}

/** The portfolio order no longer holds a coupon. */
export async function detachPortfolioCoupon(trx: Kysely<DB>, portfolioOrderId: number): Promise<void> {
  await trx.updateTable('portfolio_orders').set({ coupon_id: null }).where('id', '=', portfolioOrderId).execute();
}
