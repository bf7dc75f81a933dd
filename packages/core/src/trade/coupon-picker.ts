// The coupon picker of a fund buy: every usable coupon, greyed when the amount is under its minimum
// (the advisory-fee red packet excepted), and the cashback line of the chosen one.
import type { DecimalInput } from '../money/decimal';
import { couponAmountText, couponConditionText, isCouponEnabled, type FundCouponLike } from '../promotion/coupon-rules';

export const COUPON_PICKER_TEXTS = {
  title: '优惠券',
  none: '不使用优惠券',
  noneAvailable: '暂无可用优惠券',
  choose: (n: number) => `${n}张可用`,
  cashback: (amount: string) => `买入成功后返现${amount}元`,
  validTo: (date: string) => `有效期至${date}`,
  mine: '我的优惠券',
  center: '去领券',
} as const;

export interface PickerCoupon extends FundCouponLike {
  id: number;
  effective_to: string;
  coupon: FundCouponLike['coupon'] & { name: string };
}

export interface CouponOption {
  id: number;
  name: string;
  amountText: string;
  condition: string;
  validTo: string;
  enabled: boolean;
}

export function couponOptions(coupons: readonly PickerCoupon[], amount: DecimalInput | null): CouponOption[] {
  return coupons.map((c) => ({
    id: c.id,
    name: c.coupon.name,
    amountText: couponAmountText(c.amount),
    condition: couponConditionText(c.coupon.expense_min),
    validTo: COUPON_PICKER_TEXTS.validTo(c.effective_to),
    enabled: isCouponEnabled(c, amount),
  }));
}

/** The chosen coupon stays chosen only while the amount still allows it. */
export function keptCouponId(coupons: readonly PickerCoupon[], chosenId: number | null, amount: DecimalInput | null): number | null {
  const chosen = coupons.find((c) => c.id === chosenId);
  return chosen && isCouponEnabled(chosen, amount) ? chosen.id : null;
}

/** "买入成功后返现10.00元" for the chosen coupon; null with none. */
export function couponCashbackHint(coupon: PickerCoupon | undefined): string | null {
  return coupon ? COUPON_PICKER_TEXTS.cashback(couponAmountText(coupon.amount)) : null;
}

/** The picker row's summary: how many coupons the amount allows, or that there are none. */
export function couponSummary(options: readonly CouponOption[]): string {
  const usable = options.filter((o) => o.enabled).length;
  return usable > 0 ? COUPON_PICKER_TEXTS.choose(usable) : COUPON_PICKER_TEXTS.noneAvailable;
}
