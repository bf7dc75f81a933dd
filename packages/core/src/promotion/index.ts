// Promotions: coupons and their rules, campaigns, coins, membership and the bet game.
export type { FundCouponLike } from './coupon-rules';
export {
  isCouponEnabled,
  couponAmountText,
  couponConditionText,
  CouponState,
  COUPON_STATE_TABS,
  COUPON_SCREEN_TEXTS,
  couponExpiryText,
  couponAction,
} from './coupon-rules';
export { COUPON_DECIMALS, ADVISORY_FEE_COUPON_BUSINESS, BET_GAME } from './promotion-codes';
export { promotionApi } from './api/promotion-api';
export { campaignsApi } from './api/campaigns-api';
export { coinsApi } from './api/coins-api';
export { membershipApi } from './api/membership-api';
export { promotionContract } from './api/promotion-contract';
export { campaignsContract } from './api/campaigns-contract';
export { coinsContract } from './api/coins-contract';
export { membershipContract } from './api/membership-contract';
export {
  CouponActivityStatus,
  CASH_COUPON_BUSINESS,
  COUPON_CAPTCHA,
  COUPON_ACTIVITY_TEXTS,
  couponActivityStatus,
  couponActivityStatusName,
  receiveRefusal,
  receiveButtonText,
} from './coupon-activity-rules';
export type { ReceiveState } from './coupon-activity-rules';
export { INVITE_STEPS, INVITE_REWARD, INVITE_CODE, INVITE_TEXTS, inviteShareUrl } from './invitation-rules';
export type { InviteStepCode } from './invitation-rules';
export type { HeldCoupon, ActivityOfCoupons, ActivityCheck, CouponReceipt, InviteCode, Invitee, InviteOverview } from './api/promotion-answers';
export { FRIENDSHIP_LINKS, DEFAULT_SHARE_CHANNEL, SCHEME_TTL_DAYS, SHARING_TEXTS } from './sharing-texts';
export { PROMO_LANDINGS, PROMO_LANDING_TEXTS } from './landing-texts';
export type { PromoLanding } from './landing-texts';
