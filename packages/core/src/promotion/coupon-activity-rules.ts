// Coupon activities (spec 03 §7): a window, a budget of receipts, one receipt per user, and an image
// captcha passed before each receive so scripts cannot sweep the budget.

/** status of an activity: before its window, inside it, after it. */
export const CouponActivityStatus = { NotStarted: 0, Running: 1, Ended: 2 } as const;
export type CouponActivityStatus = (typeof CouponActivityStatus)[keyof typeof CouponActivityStatus];

const STATUS_NAMES: Record<CouponActivityStatus, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

/** apply_business of a cash coupon (现金券): no minimum, listed apart under /promotion/coupons/cash/. */
export const CASH_COUPON_BUSINESS = 'cash';

/** The image captcha before a receive: digits only (read aloud easily), a short life, one use. */
export const COUPON_CAPTCHA = { length: 4, ttlS: 300, passTtlS: 300 } as const;

export const COUPON_ACTIVITY_TEXTS = {
  notFound: '活动不存在',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  soldOut: '优惠券已被领完',
  received: '您已领取过本活动的优惠券',
  captchaRequired: '请先完成图形验证码验证',
  captchaWrong: '验证码错误，请重新输入',
  captchaExpired: '验证码已过期，请刷新后重试',
  captchaPassed: '验证通过',
  canJoin: '可以领取',
  receivedOk: (count: number) => `领取成功，${count}张优惠券已放入「我的优惠券」`,
  title: '领券中心',
  rulesTitle: '活动规则',
  receive: '立即领取',
  receivedStamp: '已领取',
  soldOutStamp: '已领完',
  remaining: (left: number) => `剩余${left}份`,
  empty: '暂无进行中的活动',
  captchaTitle: '请输入图中的数字',
  captchaRefresh: '看不清？换一张',
  confirm: '确定',
  cancel: '取消',
  myCoupons: '我的优惠券',
  loadFailed: '加载失败，请稍后重试',
  retry: '重试',
  rules: [
    '每位用户每个活动限领一次，领取前需通过图形验证码验证。',
    '优惠券数量有限，先到先得，领完即止。',
    '优惠券领取后放入「我的优惠券」，请在有效期内使用，过期作废。',
    '优惠券用于基金申购返现，不可兑换现金，不可转让；返现在交易确认后到账。',
    '以作弊等不正当方式参与活动的，平台有权取消其领取资格。',
  ],
} as const;

/** An activity's status at `now` from its window (ISO instants compare as text). */
export function couponActivityStatus(window: { start_at: string; end_at: string }, now: Date): CouponActivityStatus {
  const t = now.getTime();
  if (t < Date.parse(window.start_at)) return CouponActivityStatus.NotStarted;
  if (t >= Date.parse(window.end_at)) return CouponActivityStatus.Ended;
  return CouponActivityStatus.Running;
}

export function couponActivityStatusName(status: CouponActivityStatus): string {
  return STATUS_NAMES[status];
}

export interface ReceiveState {
  status: CouponActivityStatus;
  received: boolean;
  left: number;
}

/** Why the user may not receive now, or null when they may. Order: window, already received, budget. */
export function receiveRefusal(state: ReceiveState): string | null {
  if (state.status === CouponActivityStatus.NotStarted) return COUPON_ACTIVITY_TEXTS.notStarted;
  if (state.status === CouponActivityStatus.Ended) return COUPON_ACTIVITY_TEXTS.ended;
  if (state.received) return COUPON_ACTIVITY_TEXTS.received;
  if (state.left <= 0) return COUPON_ACTIVITY_TEXTS.soldOut;
  return null;
}

/** What the activity's button says for the user. */
export function receiveButtonText(state: ReceiveState): string {
  if (state.received) return COUPON_ACTIVITY_TEXTS.receivedStamp;
  if (state.status === CouponActivityStatus.NotStarted) return COUPON_ACTIVITY_TEXTS.notStarted;
  if (state.status === CouponActivityStatus.Ended) return COUPON_ACTIVITY_TEXTS.ended;
  if (state.left <= 0) return COUPON_ACTIVITY_TEXTS.soldOutStamp;
  return COUPON_ACTIVITY_TEXTS.receive;
}
