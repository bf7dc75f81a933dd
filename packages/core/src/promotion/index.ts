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
export type { SubscribeUi } from './membership-subscribe-flow';
export { runSubscribeFlow } from './membership-subscribe-flow';
export { promotionContract } from './api/promotion-contract';
export { campaignsContract } from './api/campaigns-contract';
export { coinsContract } from './api/coins-contract';
export { membershipContract } from './api/membership-contract';
export type { CampaignDef, CampaignPrize, CampaignRounds, CampaignRules, CampaignQuestionDef, CouponPrize, PrizeKind, CampaignPhase } from './campaign-kinds';
export { CampaignKind, CAMPAIGN_KINDS, CASH_PRIZE_MAX, CampaignSeries, AwardStatus, SimulationStatus, campaignPhase } from './campaign-kinds';
export { roundOpenAt } from './campaign-rounds';
export { complianceRefusal, COMPLIANCE_TEXTS, TRADE_VOLUME_KINDS } from './campaign-compliance';
export type { PlaysUsed } from './campaign-limits';
export { playsLeft } from './campaign-limits';
export { CAMPAIGN_KIND_NAMES, CAMPAIGN_PHASE_NAMES, CAMPAIGN_RULES, CAMPAIGN_COMMON_RULES, CAMPAIGN_TEXTS, CAMPAIGN_SCREEN_TEXTS, campaignWindowText } from './campaign-texts';
export { MooncakeRank, MOONCAKE_RANK_NAMES, MOONCAKE_RANK_COINS, mooncakeRank } from './mooncake-ranks';
export { CHECKIN_COINS, checkinStreak, checkinCoins } from './checkin-streak';
export type { CoinTaskDef, ExchangeTargetDef } from './coin-tasks';
export { CoinTaskCode, COIN_TASKS, CoinTaskStatus, COIN_TASK_STATUS_NAMES, ExchangeTargetKind, EXCHANGE_TARGETS, EXCHANGE_DAILY_LIMIT, COIN_TEXTS } from './coin-tasks';
export type { MembershipPlan } from './membership-plans';
export { MEMBERSHIP_PLANS, MEMBERSHIP_SERVICES, INVITE_REWARD_DAYS, planOf, MEMBERSHIP_TEXTS } from './membership-plans';
export type * from './api/campaign-answers-v2';
export type * from './api/coins-answers';
export type * from './api/membership-answers';
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
