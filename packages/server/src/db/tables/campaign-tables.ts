// Tables of campaigns, coins and membership (migration 0630).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;
type DateText = ColumnType<string, string, string>;

export interface CampaignsTable {
  id: Generated<number>;
  code: string;
  series: string;
  kind: string;
  name: string;
  begin_at: Timestamp;
  bet_end_at: Timestamp;
  settle_at: Timestamp;
  end_at: Timestamp;
  /** JSON of core's CampaignPrize. */
  prize: string;
  /** JSON of core's CampaignRules. */
  rules: string;
  budget: number;
  budget_used: Generated<number>;
  per_user_daily: number;
  per_user_total: number;
  entry_coins: number;
  result: string | null;
  settled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CampaignPlayCountsTable {
  campaign_id: number;
  user_id: number;
  period: string;
  plays: Generated<number>;
}

export interface CampaignPlaysTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  day: DateText;
  action: string;
  option: string | null;
  coins: Generated<number>;
  result: Generated<number>;
  content: string | null;
  once_key: string | null;
  created_at: Timestamp;
}

export interface CampaignAwardsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  name: string;
  prize_kind: string;
  coins: number;
  amount: string;
  coupon: string | null;
  coupon_id: number | null;
  status: Generated<number>;
  play_id: number | null;
  once_key: string | null;
  created_at: Timestamp;
  received_at: Timestamp | null;
}

export interface CampaignDrawsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number | null;
  inputs: string;
  outcome: string;
  created_at: Timestamp;
}

export interface CoinAccountsTable {
  user_id: number;
  balance: Generated<number>;
  earned_total: Generated<number>;
  spent_total: Generated<number>;
}

export interface CoinChangesTable {
  id: Generated<number>;
  user_id: number;
  coins: number;
  balance: number;
  memo: string;
  ref: string;
  created_at: Timestamp;
}

export interface CoinExchangeCountsTable {
  user_id: number;
  day: DateText;
  kind: number;
  used: Generated<number>;
}

export interface MembershipsTable {
  user_id: number;
  code: string;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

export interface MembershipAllotsTable {
  id: Generated<number>;
  user_id: number;
  invitee_id: number;
  code: string;
  days: number;
  status: Generated<number>;
  created_at: Timestamp;
}

export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_play_counts: CampaignPlayCountsTable;
  campaign_plays: CampaignPlaysTable;
  campaign_awards: CampaignAwardsTable;
  campaign_draws: CampaignDrawsTable;
  coin_accounts: CoinAccountsTable;
  coin_changes: CoinChangesTable;
  coin_exchange_counts: CoinExchangeCountsTable;
  memberships: MembershipsTable;
  membership_allots: MembershipAllotsTable;
}
