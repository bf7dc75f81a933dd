// Routes of the promotion area (spec 03 §7): what the client ships. Schemas: ./promotion-contract.ts.
import { route } from '../../api/contract/route';

export const promotionRoutes = {
  bindWxApp: route('POST', '/promotion/wx_app/bind/'),
  couponsAvailable: route('GET', '/promotion/coupons/available/'),
  useCoupon: route('POST', '/promotion/coupons/{pk}/use/'),
  couponCaptcha: route('GET', '/promotion/coupons/getcaptcha/'),
  checkCouponCaptcha: route('POST', '/promotion/coupons/checkcaptcha/'),
  share: route('POST', '/promotion/share/'),
  couponActivities: route('GET', '/promotion/coupons/activity/'),
  couponsMine: route('GET', '/promotion/coupons/mine/'),
  couponsCash: route('GET', '/promotion/coupons/cash/'),
  couponActivity: route('GET', '/promotion/coupons/activity/{id}/'),
  checkCouponActivity: route('GET', '/promotion/coupons/activity/check/'),
  joinCouponActivity: route('POST', '/promotion/coupons/activity/join/'),
  receiveCoupon: route('POST', '/promotion/coupons/{id}/receive/'),
  invitationCode: route('GET', '/accounts/invitations/code/'),
  invitations: route('GET', '/accounts/invitations/invitations/'),
  invitationOverview: route('GET', '/accounts/invitations/overview/'),
  wxAppBindStatus: route('GET', '/promotion/wx_app/bind/'),
  friendshipLinks: route('GET', '/promotion/friendship_links/'),
  generateScheme: route('POST', '/promotion/generate_scheme/'),
  adExternalMobile: route('POST', '/promotion/ad_external_mobile/'),
};
