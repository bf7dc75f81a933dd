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
export { promotionApi } from '../api/endpoints/promotion-api';
export { campaignsApi } from '../api/endpoints/campaigns-api';
export { coinsApi } from '../api/endpoints/coins-api';
export { membershipApi } from '../api/endpoints/membership-api';
export { promotionContract } from '../api/contract/calls/promotion-contract';
export { campaignsContract } from '../api/contract/calls/campaigns-contract';
export { coinsContract } from '../api/contract/calls/coins-contract';
export { membershipContract } from '../api/contract/calls/membership-contract';
