import { COUPON_STATE_TABS, CouponState, couponAction, couponAmountText, couponConditionText, couponExpiryText, isCouponEnabled } from './coupon-rules';
import type { FundCouponLike } from './coupon-rules';

const coupon = (expense_min: string | null, apply_business: string | null = 'fund_buy'): FundCouponLike => ({
  amount: '10.00',
  coupon: { expense_min, apply_business },
});

describe('coupon enablement', () => {
  it('is disabled when the minimum expense is above the compared amount', () => {
    expect(isCouponEnabled(coupon('1000.00'), '999.99')).toBe(false);
    expect(isCouponEnabled(coupon('1000.00'), '1000')).toBe(true);
  });

  it('compares an empty or unreadable amount as 0', () => {
    expect(isCouponEnabled(coupon('0.01'), null)).toBe(false);
    expect(isCouponEnabled(coupon('0.01'), 'abc')).toBe(false);
    expect(isCouponEnabled(coupon('0'), null)).toBe(true);
  });

  it('a coupon with no minimum is always enabled', () => {
    expect(isCouponEnabled(coupon(null), '0')).toBe(true);
  });

  it('the advisory-fee red packet is enabled whatever the amount', () => {
    expect(isCouponEnabled(coupon('1000.00', 'advisory_fee'), '1')).toBe(true);
    expect(isCouponEnabled(coupon('1000.00', 'advisory_fee'), null)).toBe(true);
  });
});

describe('coupon texts', () => {
  it('show amounts to 2 decimals', () => {
    expect(couponAmountText('5')).toBe('5.00');
    expect(couponAmountText('12.345')).toBe('12.35');
  });

  it('state the minimum expense', () => {
    expect(couponConditionText('100')).toBe('满100.00元可用');
    expect(couponConditionText('0')).toBe('无门槛');
    expect(couponConditionText(null)).toBe('无门槛');
  });
});

describe('my coupons by state', () => {
  it('lists usable, used and expired tabs', () => {
    expect(COUPON_STATE_TABS.map((t) => [t.state, t.label])).toEqual([
      [0, '可使用'],
      [1, '已使用'],
      [2, '已过期'],
    ]);
  });

  it('offers 去使用 only on a usable coupon, and stamps the others', () => {
    expect(couponAction(CouponState.Usable)).toEqual({ usable: true, label: '去使用' });
    expect(couponAction(CouponState.Used)).toEqual({ usable: false, label: '已使用' });
    expect(couponAction(CouponState.Expired)).toEqual({ usable: false, label: '已过期' });
  });

  it('reads the expiry date', () => {
    expect(couponExpiryText('2026-12-31')).toBe('有效期至2026-12-31');
  });
});
