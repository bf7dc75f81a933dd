// Fund coupons: granted into the ledger, listed (mine, available for a fund and amount), and attached to
// the user's own buy, paying cashback once it is confirmed (core's isCouponEnabled decides the minimum).
import type { Kysely, Selectable } from 'kysely';
import { CASHBACK_PAID_STATUSES, TradeDirection, TradeStatus } from '@fund/core/trade';
import { couponConditionText, isCouponEnabled } from '@fund/core/promotion';
import { parseDecimal, toAmountString } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import type { UserCouponsTable } from '../../db/tables/trading-tables';
import { ApiError, detailError } from '../../http/api-error';
import { post } from '../ledger/ledger-repo';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { lockOrder } from '../trade/trading-repo';
import { attachCoupon, payCashback } from './coupon-cashback';
import { countCoupons, couponById, couponOnOrder, couponPage, insertCoupon, lockOwnCoupon, usableCoupons } from './coupon-repo';

export const COUPON_MESSAGES = {
  notFound: '优惠券不存在',
  used: '该优惠券已使用',
  expired: '该优惠券已过期',
  tradeRequired: '请选择使用优惠券的交易',
  tradeNotFound: '交易记录不存在',
  notEligible: '该交易不满足优惠券使用条件',
  orderHasCoupon: '该交易已使用过优惠券，每笔交易仅可使用一张',
  cashbackOnConfirm: (amount: string) => `优惠券已使用，交易确认后返现${amount}元`,
  cashbackPaid: (amount: string) => `返现${amount}元`,
} as const;

type CouponRow = Selectable<UserCouponsTable>;

export function toFundCoupon(c: CouponRow): Wire.FundCoupon {
  return {
    id: c.id,
    amount: c.amount,
    effective_to: c.effective_to,
    coupon: { id: c.id, name: c.name, description: c.description, expense_min: c.expense_min, apply_business: c.apply_business, use_condition: c.use_condition },
  };
}

export interface CouponGrant {
  name: string;
  amount: string;
  expense_min: string;
  effective_to: string;
  description?: string;
  /** 'fund' unless given (a cash coupon, the advisory-fee red packet). */
  apply_business?: string;
}

/** Grants inside the caller's transaction: the coupon row and its ledger row in, together. */
export async function grantCouponIn(trx: Kysely<DB>, userId: number, c: CouponGrant, now: Date): Promise<CouponRow> {
  const id = await insertCoupon(trx, { user_id: userId, name: c.name, description: c.description ?? '', amount: toAmountString(c.amount), expense_min: toAmountString(c.expense_min), apply_business: c.apply_business ?? 'fund', use_condition: couponConditionText(c.expense_min), effective_to: c.effective_to, used_order_id: null, used_at: null, created_at: now.toISOString(), cashback_at: null });
  await post(trx, userId, now, [{ account: 'coupon', couponId: id, amount: c.amount, memo: `获得优惠券${c.name}` }]);
  const row = await couponById(trx, id);
  if (!row) throw new Error('a granted coupon is missing');
  return row;
}

export async function grantCoupon(db: Kysely<DB>, userId: number, c: CouponGrant, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => (await grantCouponIn(trx, userId, c, now)).id);
}

/** status (core's CouponState): usable (unused, not expired), used, expired; all when missing. */
export async function myCoupons(db: Kysely<DB>, userId: number, status: number | undefined, page: PageRequest, now: Date): Promise<Wire.Page<Wire.FundCoupon>> {
  const today = beijingDate(now);
  const count = await countCoupons(db, userId, status, today);
  const rows = await couponPage(db, userId, status, today, page.page_size, offsetOf(page));
  return toPage(page, count, rows.map(toFundCoupon));
}

/** fund_info as the screen sends it: JSON {fund_id, amount} (or a list of them). */
function readFundInfo(text: string | undefined): { fund_id: number; amount: string | null }[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((v: unknown) => {
      if (typeof v !== 'object' || v === null) return [];
      const o = v as { fund_id?: unknown; amount?: unknown };
      const id = Number(o.fund_id);
      return Number.isInteger(id) && id > 0 ? [{ fund_id: id, amount: parseDecimal(o.amount)?.toFixed(2) ?? null }] : [];
    });
  } catch {
    return [];
  }
}

/** portfolio_info names the portfolio ({"fund_portfolio_id": id}, optionally with amount); its coupons are listed under that id. */
function readPortfolioInfo(text: string | undefined): { fund_id: number; amount: string | null }[] {
  if (!text) return [];
  try {
    const o = JSON.parse(text) as { fund_portfolio_id?: unknown; amount?: unknown } | null;
    const id = Number(o?.fund_portfolio_id);
    return Number.isInteger(id) && id > 0 ? [{ fund_id: id, amount: parseDecimal(o?.amount)?.toFixed(2) ?? null }] : [];
  } catch {
    return [];
  }
}

export async function availableCoupons(db: Kysely<DB>, userId: number, fundInfo: string | undefined, now: Date, portfolioInfo?: string): Promise<Wire.AvailableCoupons> {
  const usable = await usableCoupons(db, userId, beijingDate(now));
  const products = [...readFundInfo(fundInfo), ...readPortfolioInfo(portfolioInfo)];
  return {
    coupons: products.map((f) => ({ fund_id: f.fund_id, coupons: usable.filter((c) => isCouponEnabled({ amount: c.amount, coupon: c }, f.amount)).map(toFundCoupon) })),
  };
}

/** Orders a coupon may be attached to: an open buy (cashback at its confirmation) or a confirmed one (cashback now). */
const ATTACHABLE: readonly number[] = [TradeStatus.EntrustSucceed, ...CASHBACK_PAID_STATUSES];

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/**
 * Attaches the coupon to the user's own buy (spec 03: used after a successful buy). The cashback is paid
 * when the buy is confirmed, at once if it already is; an undone or failed buy gives the coupon back.
 * The coupon's and the order's rows are locked, so a second coupon on one order, or one coupon on two
 * orders, can only lose (with its message, never the unique index's 500).
 */
export async function useCoupon(db: Kysely<DB>, userId: number, couponId: number, tradeId: number | undefined, now: Date): Promise<Wire.OkAnswer> {
  try {
    return await db.transaction().execute(async (trx) => {
      // The coupon, then the order, each locked: every use takes them in this order, so none waits in a cycle.
      const coupon = await lockOwnCoupon(trx, userId, couponId);
      if (!coupon) throw detailError(404, COUPON_MESSAGES.notFound);
      if (coupon.used_order_id !== null) throw new ApiError(400, { detail: [COUPON_MESSAGES.used] });
      if (coupon.effective_to < beijingDate(now)) throw new ApiError(400, { detail: [COUPON_MESSAGES.expired] });
      if (tradeId === undefined) throw new ApiError(400, { trade_id: [COUPON_MESSAGES.tradeRequired] });
      const order = await lockOrder(trx, tradeId);
      if (!order || order.user_id !== userId) throw detailError(404, COUPON_MESSAGES.tradeNotFound);
      const buy = order.direction === TradeDirection.Buy || order.direction === TradeDirection.Subscription;
      if (!buy || order.portfolio_order_id !== null || !ATTACHABLE.includes(order.status) || !isCouponEnabled({ amount: coupon.amount, coupon }, order.amount)) {
        throw new ApiError(400, { detail: [COUPON_MESSAGES.notEligible] });
      }
      const taken = await couponOnOrder(trx, order.id);
      if (taken) throw new ApiError(400, { detail: [COUPON_MESSAGES.orderHasCoupon] });
      if (!(await attachCoupon(trx, userId, coupon.id, order.id, now))) throw new ApiError(400, { detail: [COUPON_MESSAGES.used] });
      if (order.status === TradeStatus.EntrustSucceed) return { detail: COUPON_MESSAGES.cashbackOnConfirm(coupon.amount) };
      await payCashback(trx, coupon.id, order.bank_card_id, now);
      return { detail: COUPON_MESSAGES.cashbackPaid(coupon.amount) };
    });
  } catch (err) {
    // The unique index on used_order_id is the last guard against two coupons on one order.
    if (isUniqueViolation(err)) throw new ApiError(400, { detail: [COUPON_MESSAGES.orderHasCoupon] });
    throw err;
  }
}
