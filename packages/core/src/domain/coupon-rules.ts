// When a fund coupon can be used, and how coupon amounts read.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, toAmountString, toDecimal } from '../money/decimal';
import { ADVISORY_FEE_COUPON_BUSINESS } from '../constants/promotion-codes';

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
