// Answer schemas of membership (spec 03 §7): services, the membership, invitations and their day allots,
// and the subscription check and subscribe of the flow check → dialog → subscribe → 订阅成功.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';

export const membershipAllotV2 = w.object({ id: w.int(), code: w.text(), days: w.int(), status: s.enum([0, 1, 2]), status_display: w.text(), created_at: w.dateTime() });
export const membershipInviteeV2 = w.object({ id: w.int(), username: w.text(), created_at: w.dateTime(), reward_days: w.int() });

export const membershipServiceV2 = w.object({
  code: w.text(),
  name: w.text(),
  description: w.text(),
  price: w.decimal(),
  price_coins: w.int(),
  period_days: w.int(),
  subscribed: w.bool(),
  expires_at: w.maybe(w.dateTime()),
  benefits: w.list(w.text()),
});

export const membershipOverviewV2 = w.object({
  code: w.text(),
  name: w.text(),
  level: w.int(),
  is_member: w.bool(),
  expires_at: w.maybe(w.dateTime()),
  status_display: w.text(),
  benefits: w.list(w.text()),
  invite_code: w.text(),
  invited_count: w.int(),
});

/** A subscription's state; the check answers it, the subscribe answers it with its toast in `detail`. */
export const subscriptionV2 = w.object({
  subscribed: w.bool(),
  expires_at: w.maybe(w.dateTime()),
  price_coins: w.int(),
  period_days: w.int(),
  balance: w.int(),
  /** The dialog's question before subscribing; 订阅成功 after. */
  detail: w.text(),
});

export const membershipInviteCodeV2 = w.object({ invite_code: w.text(), rule: w.text() });

export type MembershipAllotV2 = Infer<typeof membershipAllotV2>;
export type MembershipInviteeV2 = Infer<typeof membershipInviteeV2>;
export type MembershipServiceV2 = Infer<typeof membershipServiceV2>;
export type MembershipOverviewV2 = Infer<typeof membershipOverviewV2>;
export type SubscriptionV2 = Infer<typeof subscriptionV2>;
export type MembershipInviteCodeV2 = Infer<typeof membershipInviteCodeV2>;
