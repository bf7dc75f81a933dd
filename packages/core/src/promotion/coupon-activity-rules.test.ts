import { COUPON_ACTIVITY_TEXTS, CouponActivityStatus, couponActivityStatus, couponActivityStatusName, receiveButtonText, receiveRefusal } from './coupon-activity-rules';
import { INVITE_TEXTS, inviteShareUrl } from './invitation-rules';

const window = { start_at: '2026-11-20T00:00:00.000Z', end_at: '2026-11-30T00:00:00.000Z' };

describe('coupon activity rules', () => {
  it('reads the status from the window: the start is inside, the end is outside', () => {
    expect(couponActivityStatus(window, new Date('2026-11-19T23:59:59.999Z'))).toBe(CouponActivityStatus.NotStarted);
    expect(couponActivityStatus(window, new Date('2026-11-20T00:00:00.000Z'))).toBe(CouponActivityStatus.Running);
    expect(couponActivityStatus(window, new Date('2026-11-30T00:00:00.000Z'))).toBe(CouponActivityStatus.Ended);
    expect([0, 1, 2].map((s) => couponActivityStatusName(s as CouponActivityStatus))).toEqual(['未开始', '进行中', '已结束']);
  });

  it('refuses by window first, then an earlier receipt, then the budget', () => {
    expect(receiveRefusal({ status: CouponActivityStatus.Ended, received: true, left: 0 })).toBe(COUPON_ACTIVITY_TEXTS.ended);
    expect(receiveRefusal({ status: CouponActivityStatus.NotStarted, received: false, left: 5 })).toBe(COUPON_ACTIVITY_TEXTS.notStarted);
    expect(receiveRefusal({ status: CouponActivityStatus.Running, received: true, left: 0 })).toBe(COUPON_ACTIVITY_TEXTS.received);
    expect(receiveRefusal({ status: CouponActivityStatus.Running, received: false, left: 0 })).toBe(COUPON_ACTIVITY_TEXTS.soldOut);
    expect(receiveRefusal({ status: CouponActivityStatus.Running, received: false, left: 1 })).toBeNull();
  });

  it('labels the button by what the user can do', () => {
    expect(receiveButtonText({ status: CouponActivityStatus.Ended, received: true, left: 3 })).toBe('已领取');
    expect(receiveButtonText({ status: CouponActivityStatus.NotStarted, received: false, left: 3 })).toBe('活动尚未开始');
    expect(receiveButtonText({ status: CouponActivityStatus.Ended, received: false, left: 3 })).toBe('活动已结束');
    expect(receiveButtonText({ status: CouponActivityStatus.Running, received: false, left: 0 })).toBe('已领完');
    expect(receiveButtonText({ status: CouponActivityStatus.Running, received: false, left: 2 })).toBe('立即领取');
    expect(COUPON_ACTIVITY_TEXTS.receivedOk(2)).toBe('领取成功，2张优惠券已放入「我的优惠券」');
  });

  it('builds the invite link with the code the signup stores', () => {
    expect(inviteShareUrl('https://fund.example', 'AB CD')).toBe('https://fund.example/accounts/signup/?invite_code=AB%20CD');
    expect(INVITE_TEXTS.posterFooter('K7M2QX9P')).toBe('邀请码 K7M2QX9P');
  });
});
