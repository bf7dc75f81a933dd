// Tables of the account side: users, sessions, SMS codes, slider puzzles, login throttle, follows.
// Mobiles are kept as ciphertext plus a keyed hash for lookups (see modules/account/auth/field-protection.ts).
import type { ColumnType, Generated } from 'kysely';

// Timestamps are written as ISO text: a Date from another JS realm (Jest's sandbox) fails PGlite's instanceof test.
type Timestamp = ColumnType<Date, string, string>;
type CreatedAt = ColumnType<Date, string, never>;

/** Created by 0003-accounts (id, mobile_hash, mobile_masked, username, password_hash, created_at), extended by 0100. */
export interface UsersTable {
  id: Generated<number>;
  mobile_hash: string;
  mobile_masked: string;
  mobile_enc: string;
  mobile_code_id: number;
  password_hash: string;
  username: string;
  /** False until the user picks a nickname (set_username); the default one is derived from the mobile. */
  username_set: Generated<boolean>;
  avatar_file: string | null;
  trade_password_hash: string | null;
  trade_password_failures: Generated<number>;
  trade_password_locked_until: Timestamp | null;
  private_fund_qualified: Generated<boolean>;
  from_ad: string | null;
  from_wd: string | null;
  invite_code: string | null;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Moved forward (at most once a minute) by requests carrying the token: idle sessions end. */
  last_seen_at: ColumnType<Date, string | undefined, string>;
}

export interface SmsCaptchasTable {
  id: Generated<number>;
  mobile_hash: string;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Timestamp | null;
}

/** What the development SmsSender "sent": the message log a real gateway would keep. */
export interface SmsOutboxTable {
  id: Generated<number>;
  mobile_hash: string;
  code: string;
  sent_at: Timestamp;
  /** SHA-256 of the CSRF token of the request that asked for the code (the development peek checks it). */
  requester_hash: ColumnType<string | null, string | null | undefined, never>;
}

export interface SliderChallengesTable {
  token_hash: string;
  gap_x: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  answered_at: Timestamp | null;
  pass_hash: string | null;
  pass_expires_at: Timestamp | null;
  pass_used_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account_hash: string;
  address: string;
  failed_at: Timestamp;
}

export interface UserFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: CreatedAt;
}

export interface SocialBindingsTable {
  user_id: number;
  provider: string;
  nickname: string;
  created_at: CreatedAt;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_captchas: SmsCaptchasTable;
  sms_outbox: SmsOutboxTable;
  slider_challenges: SliderChallengesTable;
  login_failures: LoginFailuresTable;
  user_follows: UserFollowsTable;
  social_bindings: SocialBindingsTable;
}
