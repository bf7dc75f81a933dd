import { couponCashbackHint, couponOptions, couponSummary, keptCouponId, type PickerCoupon } from './coupon-picker';

const coupon = (id: number, amount: string, expense_min: string, apply_business = 'fund'): PickerCoupon => ({
  id,
  amount,
  effective_to: '2026-12-31',
  coupon: { name: `券${id}`, expense_min, apply_business },
});
const COUPONS = [coupon(1, '5', '100'), coupon(2, '20', '5000'), coupon(3, '8', '10000', 'advisory_fee')];

describe('coupon picker', () => {
  it('greys coupons whose minimum is above the amount, except the advisory-fee red packet', () => {
    const options = couponOptions(COUPONS, '1000');
    expect(options.map((o) => [o.name, o.amountText, o.condition, o.enabled])).toEqual([
      ['券1', '5.00', '满100.00元可用', true],
      ['券2', '20.00', '满5000.00元可用', false],
      ['券3', '8.00', '满10000.00元可用', true],
    ]);
    expect(options[0]?.validTo).toBe('有效期至2026-12-31');
    expect(couponSummary(options)).toBe('2张可用');
    expect(couponSummary(couponOptions([coupon(2, '20', '5000')], '10'))).toBe('暂无可用优惠券');
  });

  it('drops the chosen coupon when the amount falls under its minimum', () => {
    expect(keptCouponId(COUPONS, 2, '6000')).toBe(2);
    expect(keptCouponId(COUPONS, 2, '100')).toBeNull();
    expect(keptCouponId(COUPONS, null, '100')).toBeNull();
  });

  it('states the cashback of the chosen coupon', () => {
    expect(couponCashbackHint(COUPONS[0])).toBe('买入成功后返现5.00元');
    expect(couponCashbackHint(undefined)).toBeNull();
  });
});
