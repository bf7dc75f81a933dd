// Request schemas and answer types of promotions (spec 01 §7, 03 §7): coupons, invitations, sharing, mini-program binding.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { couponActivity, couponActivityCheck, couponActivityJoin, friendshipLink, invitation, invitationOverview } from '../../api/contract/entities/member-answers';
import { promotionRoutes } from './promotion-routes';
import type { AvailableCoupons, FundCoupon, OkAnswer, Page } from '../../api/contract/entities';


export const promotionContract = defineContract('promotion', promotionRoutes, {
  bindWxApp: { body: s.object({ appid: f.text(64), code: f.text(128) }), response: res<OkAnswer>() },
  // fund_info or portfolio_info: the product (and amount) the coupons are for, as the screen encodes it.
  couponsAvailable: { query: s.object({ fund_info: s.optional(s.string({ max: 2000 })), portfolio_info: s.optional(s.string({ max: 2000 })) }), response: res<AvailableCoupons>() },
  // Used after a successful portfolio buy.
  useCoupon: { body: s.object({ trade_id: s.optional(f.id()) }), response: res<OkAnswer>() },
  couponCaptcha: { response: res<{ image: string; key: string }>() },
  checkCouponCaptcha: { body: s.object({ key: f.text(64), captcha: f.captcha() }), response: res<OkAnswer>() },
  share: { body: s.object({ code: f.text(64), channel: s.optional(s.string({ max: 32 })) }), response: res<OkAnswer>() },
  couponActivities: { query: pageQuery(20), response: answer(w.page(couponActivity)) },
  couponsMine: { query: s.object({ status: s.optional(s.int({ min: 0, max: 9 })), page: f.page(), page_size: f.pageSize(20, 100) }), response: res<Page<FundCoupon>>() },
  couponsCash: { query: pageQuery(20), response: res<Page<FundCoupon>>() },
  couponActivity: { response: answer(couponActivity) },
  checkCouponActivity: { query: s.object({ code: s.optional(s.string({ max: 64 })) }), response: answer(couponActivityCheck) },
  joinCouponActivity: { body: s.object({ code: f.text(64) }), response: answer(couponActivityJoin) },
  receiveCoupon: { response: res<FundCoupon>() },
  invitationCode: { response: res<{ invite_code: string }>() },
  invitations: { query: pageQuery(20), response: answer(w.page(invitation)) },
  invitationOverview: { response: answer(invitationOverview) },
  wxAppBindStatus: { query: s.object({ appid: f.text(64) }), response: res<{ bound: boolean }>() },
  friendshipLinks: { response: answer(w.list(friendshipLink)) },
  generateScheme: {
    body: s.object({ path: f.text(256), query: s.optional(s.string({ max: 1024 })), mp_code: s.optional(s.string({ max: 64 })), app: s.optional(s.string({ max: 32 })) }),
    response: res<{ openlink: string }>(),
  },
  adExternalMobile: { body: s.object({ mobile: f.mobile(), channel: s.optional(s.string({ max: 32 })) }), response: res<OkAnswer>() },
});
