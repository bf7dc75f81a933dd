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
