// Answer schemas of the promotion calls (coupon activities, invitations, sharing, binding) and of the
// small calls beside them (notice marks, reservations, shakes, feedback, ad callbacks).
import { s } from '../../api/schema';
import type { Infer } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';

/** `{detail}`: what happened, in words the screen shows. */
export const promotionOk = w.object({ detail: w.text() });

/** A fund coupon as the user holds it (spec 03 §3). */
export const heldCoupon = w.object({
  id: w.int(),
  amount: w.decimal(),
  effective_to: w.date(),
  coupon: w.object({ id: w.int(), name: w.text(), description: w.text(), expense_min: w.decimal(), apply_business: w.text(), use_condition: w.text() }),
});

/** A coupon an activity hands out: `valid_days` after the receipt it expires. */
export const activityCoupon = w.object({ id: w.int(), name: w.text(), amount: w.decimal(), expense_min: w.decimal(), apply_business: w.text(), use_condition: w.text(), valid_days: w.int() });

/** status: 0 not started, 1 running, 2 ended. `received` is the asking user's (false for a guest). */
export const activityOfCoupons = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  description: w.text(),
  rules: w.list(w.text()),
  start_at: w.dateTime(),
  end_at: w.dateTime(),
  status: s.enum([0, 1, 2]),
  status_display: w.text(),
  budget: w.int(),
  left: w.int(),
  received: w.bool(),
  button_text: w.text(),
  coupons: w.list(activityCoupon),
});

/** Whether the user may receive an activity's coupons now, and why not. */
export const activityCheck = w.object({ id: w.int(), code: w.text(), can_join: w.bool(), joined: w.bool(), reason: w.text() });

/** What a join or a receive gave. */
export const couponReceipt = w.object({ detail: w.text(), activity_id: w.int(), coupons: w.list(heldCoupon) });

/** An image captcha: show `image` (a data URL), send back `key` with what the user read. */
export const couponCaptcha = w.object({ key: w.text(), image: w.text(), expires_in: w.int() });

/** The captcha passed: `captcha_key` goes with the receive (single use). */
export const couponCaptchaPass = w.object({ detail: w.text(), captcha_key: w.text(), expires_in: w.int() });

// Invitations.

/** The poster a user shares: the texts on it and the link its QR code carries. */
export const invitePoster = w.object({ title: w.text(), subtitle: w.text(), qr_url: w.text(), footer: w.text() });

export const inviteCode = w.object({ invite_code: w.text(), share_url: w.text(), poster: invitePoster });

/** One step of an invitee's way to the reward (identity, card, first_buy), done or not. */
export const inviteStep = w.object({ code: w.text(), name: w.text(), done: w.bool() });

/** A friend who signed up with the code: the mobile masked, the steps, and whether the inviter was credited. */
export const invitee = w.object({ id: w.int(), username: w.text(), created_at: w.dateTime(), steps: w.list(inviteStep), rewarded: w.bool(), reward: w.text() });

export const inviteOverview = w.object({
  invite_code: w.text(),
  invited_count: w.int(),
  completed_count: w.int(),
  reward_count: w.int(),
  reward_total: w.decimal(),
  share_url: w.text(),
  rules: w.list(w.text()),
});

export const friendLink = w.object({ id: w.int(), name: w.text(), url: w.text(), logo: w.text() });

export const wxAppBinding = w.object({ bound: w.bool(), appid: w.text(), bound_at: w.maybe(w.dateTime()) });

export const openLink = w.object({ openlink: w.text(), expires_at: w.dateTime() });

export type HeldCoupon = Infer<typeof heldCoupon>;
export type ActivityOfCoupons = Infer<typeof activityOfCoupons>;
export type ActivityCheck = Infer<typeof activityCheck>;
export type CouponReceipt = Infer<typeof couponReceipt>;
export type InviteCode = Infer<typeof inviteCode>;
export type Invitee = Infer<typeof invitee>;
export type InviteOverview = Infer<typeof inviteOverview>;
