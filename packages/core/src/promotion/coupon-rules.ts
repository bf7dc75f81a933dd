// When a fund coupon can be used, and how coupon amounts read.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, toAmountString, toDecimal } from '../money/decimal';
import { ADVISORY_FEE_COUPON_BUSINESS } from './promotion-codes';

export interface FundCouponLike {
  amount: DecimalInput;
  coupon: { expense_min: DecimalInput | null; apply_business?: string | null };
}

/**
 * A coupon is usable once the compared amount reaches its minimum expense. The advisory-fee red packet
 * pays a fee, not the purchase, so the purchase amount does not gate it. An empty amount compares as 0.
 */
export function isCouponEnabled(coupon: FundCouponLike, comparedAmount: DecimalInput | null): boolean {
  if (coupon.coupon.apply_business === ADVISORY_FEE_COUPON_BUSINESS) return true;
  const min = coupon.coupon.expense_min === null ? null : parseDecimal(coupon.coupon.expense_min);
  if (min === null) return true;
  const amount = (comparedAmount === null ? null : parseDecimal(comparedAmount)) ?? toDecimal(0);
  return amount.gte(min);
}

/** Coupon amounts and minimum expenses always show 2 decimals. */
export function couponAmountText(amount: DecimalInput): string {
  return toAmountString(amount);
}

/** "满100.00元可用", or "无门槛" for a coupon with no minimum. */
export function couponConditionText(expenseMin: DecimalInput | null): string {
  const min = expenseMin === null ? null : parseDecimal(expenseMin);
  return min === null || min.lte(0) ? '无门槛' : `满${toAmountString(min)}元可用`;
}

/** The states "my coupons" lists by (the couponsMine status query): usable, used, expired. */
export const CouponState = { Usable: 0, Used: 1, Expired: 2 } as const;
export type CouponState = (typeof CouponState)[keyof typeof CouponState];

export const COUPON_STATE_TABS: readonly { state: CouponState; label: string }[] = [
  { state: CouponState.Usable, label: '可使用' },
  { state: CouponState.Used, label: '已使用' },
  { state: CouponState.Expired, label: '已过期' },
];

export const COUPON_SCREEN_TEXTS = {
  use: '去使用',
  used: '已使用',
  expired: '已过期',
  yuan: '元',
  empty: '暂无优惠券',
} as const;

/** "有效期至2026-12-31". */
export function couponExpiryText(effectiveTo: string): string {
  return `有效期至${effectiveTo}`;
}

/** Only a usable coupon offers 去使用; a used or expired one shows its state as a stamp instead. */
export function couponAction(state: CouponState): { usable: true; label: string } | { usable: false; label: string } {
  if (state === CouponState.Usable) return { usable: true, label: COUPON_SCREEN_TEXTS.use };
  return { usable: false, label: state === CouponState.Used ? COUPON_SCREEN_TEXTS.used : COUPON_SCREEN_TEXTS.expired };
}
