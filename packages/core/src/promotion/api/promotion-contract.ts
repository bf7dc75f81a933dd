// Request schemas and answer types of promotions (spec 01 §7, 03 §7): coupons, invitations, sharing, mini-program binding.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { promotionRoutes } from './promotion-routes';
import {
  activityCheck, activityOfCoupons, couponCaptcha, couponCaptchaPass, couponReceipt, friendLink, heldCoupon, invitee, inviteCode, inviteOverview, openLink, promotionOk, wxAppBinding,
} from './promotion-answers';
import type { AvailableCoupons, FundCoupon, OkAnswer, Page } from '../../api/contract/entities';


export const promotionContract = defineContract('promotion', promotionRoutes, {
  // code: what wx.login gave the mini program; the server trades it for the user's openid (a port).
  bindWxApp: { body: s.object({ appid: f.text(64), code: f.text(128) }), response: answer(wxAppBinding) },
  // fund_info or portfolio_info: the product (and amount) the coupons are for, as the screen encodes it.
  couponsAvailable: { query: s.object({ fund_info: s.optional(s.string({ max: 2000 })), portfolio_info: s.optional(s.string({ max: 2000 })) }), response: res<AvailableCoupons>() },
  // Used after a successful portfolio buy.
  useCoupon: { body: s.object({ trade_id: s.optional(f.id()) }), response: res<OkAnswer>() },
  couponCaptcha: { response: answer(couponCaptcha) },
  checkCouponCaptcha: { body: s.object({ key: f.text(64), captcha: f.captcha() }), response: answer(couponCaptchaPass) },
  // code: what was shared (a page, an activity, an invite); channel: where to (wechat, moments, poster …).
  share: { body: s.object({ code: f.text(64), channel: s.optional(s.string({ max: 32 })) }), response: answer(promotionOk) },
  couponActivities: { query: pageQuery(20), response: answer(w.page(activityOfCoupons)) },
  couponsMine: { query: s.object({ status: s.optional(s.int({ min: 0, max: 9 })), page: f.page(), page_size: f.pageSize(20, 100) }), response: res<Page<FundCoupon>>() },
  couponsCash: { query: pageQuery(20), response: answer(w.page(heldCoupon)) },
  couponActivity: { response: answer(activityOfCoupons) },
  // An activity by its id or by its code (a code reaches activities not listed, e.g. from a share).
  checkCouponActivity: { query: s.object({ id: s.optional(f.id()), code: s.optional(s.string({ min: 1, max: 64 })) }), response: answer(activityCheck) },
  // Receives the coupons of the activity named by its code; captcha_key: the pass of checkcaptcha.
  joinCouponActivity: { body: s.object({ code: f.text(64), captcha_key: f.text(64) }), response: answer(couponReceipt) },
  // {id}: the activity; once per user, within its window and budget.
  receiveCoupon: { body: s.object({ captcha_key: f.text(64) }), response: answer(couponReceipt) },
  invitationCode: { response: answer(inviteCode) },
  invitations: { query: pageQuery(20), response: answer(w.page(invitee)) },
  invitationOverview: { response: answer(inviteOverview) },
  wxAppBindStatus: { query: s.object({ appid: f.text(64) }), response: answer(wxAppBinding) },
  friendshipLinks: { response: answer(w.list(friendLink)) },
  generateScheme: {
    body: s.object({ path: f.text(256), query: s.optional(s.string({ max: 1024 })), mp_code: s.optional(s.string({ max: 64 })), app: s.optional(s.string({ max: 32 })) }),
    response: answer(openLink),
  },
  adExternalMobile: { body: s.object({ mobile: f.mobile(), channel: s.optional(s.string({ max: 32 })) }), response: answer(promotionOk) },
});
