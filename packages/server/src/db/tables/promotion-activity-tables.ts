// Tables of coupon activities, invitations and the small promotion records (shares, bindings, marks,
// reservations, feedback, ad callbacks). Created by migrations 0640–0642.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;
type Decimal = string;

export interface CouponActivitiesTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  /** False: reached only by its code (a shared link), not in the list. */
  listed: Generated<boolean>;
  start_at: Timestamp;
  end_at: Timestamp;
  /** How many users may receive; `received` never passes it (a check constraint guards it too). */
  budget: number;
  received: Generated<number>;
}

export interface CouponActivityCouponsTable {
  id: Generated<number>;
  activity_id: number;
  name: string;
  description: string;
  amount: Decimal;
  expense_min: Decimal;
  apply_business: string;
  valid_days: number;
}

export interface CouponActivityReceiptsTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  received_at: Timestamp;
}

export interface CouponCaptchasTable {
  id: Generated<number>;
  key_hash: string;
  user_id: number;
  answer: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  checked_at: Timestamp | null;
  pass_hash: string | null;
  pass_expires_at: Timestamp | null;
  used_at: Timestamp | null;
}

export interface InviteCodesTable {
  user_id: number;
  code: string;
  created_at: Timestamp;
}

/** A step of an invitee, recorded the first time it is seen done. */
export interface InvitationStepsTable {
  invitee_id: number;
  step: string;
  done_at: Timestamp;
}

/** One row per invitee: the inviter was credited (the primary key makes it once). */
export interface InvitationRewardsTable {
  invitee_id: number;
  inviter_id: number;
  /** Set in the same transaction as the claim (null only between the two statements). */
  coupon_id: number | null;
  credited_at: Timestamp;
}

export interface PromotionSharesTable {
  id: Generated<number>;
  user_id: number | null;
  code: string;
  channel: string;
  created_at: Timestamp;
}

export interface WxAppBindingsTable {
  user_id: number;
  appid: string;
  openid: string;
  bound_at: Timestamp;
}

export interface AdExternalMobilesTable {
  mobile_hash: string;
  channel: string;
  created_at: Timestamp;
}

export interface NoticeMarksTable {
  user_id: number;
  code: string;
  marked_at: Timestamp;
}

export interface PrivateFundReservationsTable {
  id: Generated<number>;
  user_id: number;
  fund_id: number;
  amount: Decimal | null;
  mobile_enc: string | null;
  created_at: Timestamp;
}

export interface FaqFeedbacksTable {
  id: Generated<number>;
  user_id: number | null;
  question: string;
  useful: boolean | null;
  content: string;
  created_at: Timestamp;
}

export interface IdfaCallbacksTable {
  channel: string;
  idfa: string;
  first_at: Timestamp;
  last_at: Timestamp;
  hits: number;
}

export interface PromotionActivityTables {
  coupon_activities: CouponActivitiesTable;
  coupon_activity_coupons: CouponActivityCouponsTable;
  coupon_activity_receipts: CouponActivityReceiptsTable;
  coupon_captchas: CouponCaptchasTable;
  invite_codes: InviteCodesTable;
  invitation_steps: InvitationStepsTable;
  invitation_rewards: InvitationRewardsTable;
  promotion_shares: PromotionSharesTable;
  wx_app_bindings: WxAppBindingsTable;
  ad_external_mobiles: AdExternalMobilesTable;
  notice_marks: NoticeMarksTable;
  private_fund_reservations: PrivateFundReservationsTable;
  faq_feedbacks: FaqFeedbacksTable;
  idfa_callbacks: IdfaCallbacksTable;
}
