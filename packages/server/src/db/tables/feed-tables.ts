// Row types of the status feed, follows, fund diagnoses and quant subscriptions (see migrations/0201-feed-follows.ts).
import type { ColumnType, Generated } from 'kysely';

type DateText = string;
type Json<T> = ColumnType<T, string, string>;
// Timestamps are written as ISO text: a Date from another JS realm (Jest's sandbox) fails the driver's instanceof test.
type Timestamp = ColumnType<Date, string, string>;

export interface MediaJson {
  media_type: number;
  duration: number;
  image_md: string;
  play_url: string;
}

export interface StatusesTable {
  id: Generated<number>;
  /** null for the editorial desk of the demo feed. */
  user_id: number | null;
  source: string;
  title: string;
  text: string;
  /** news, research, video, opinion, post */
  content_type: string;
  category: string;
  tendency: number;
  views_count: number;
  is_recommended: boolean;
  portfolio_id: number | null;
  store_id: number | null;
  /** A store post announcing this position adjustment (migration 0670). */
  position_adjustment_id: ColumnType<number | null, number | null | undefined, number | null>;
  medias: Json<MediaJson[]>;
  publish_at: Timestamp;
}

export interface StatusSymbolsTable {
  status_id: number;
  symbol: string;
}

export interface StatusManagersTable {
  status_id: number;
  manager_id: number;
}

export interface StatusCommentsTable {
  id: Generated<number>;
  status_id: number;
  user_id: number | null;
  author_name: string;
  text: string;
  created_at: Timestamp;
}

export interface StatusLikesTable {
  status_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface SymbolFollowsTable {
  user_id: number;
  symbol: string;
  symbol_type: number;
  created_at: Timestamp;
}

export interface ManagerFollowsTable {
  user_id: number;
  manager_id: number;
  created_at: Timestamp;
}

export interface FundAnalysesTable {
  id: Generated<number>;
  fund_id: number;
  user_id: number | null;
  analyse_date: DateText;
  score: number | null;
  description: string;
  asset_description: string;
  company_description: string;
  manager_description: string;
  is_alert: boolean;
  is_recommended: boolean;
  track_target: string | null;
  period_stat: Json<Record<string, string | null>>;
  created_at: Timestamp;
}

export interface AnalyseFollowsTable {
  user_id: number;
  analyse_id: number;
  created_at: Timestamp;
}

export interface QuantSubscriptionsTable {
  user_id: number;
  code: string;
  created_at: Timestamp;
}

export interface FeedTables {
  statuses: StatusesTable;
  status_symbols: StatusSymbolsTable;
  status_managers: StatusManagersTable;
  status_comments: StatusCommentsTable;
  status_likes: StatusLikesTable;
  symbol_follows: SymbolFollowsTable;
  manager_follows: ManagerFollowsTable;
  fund_analyses: FundAnalysesTable;
  analyse_follows: AnalyseFollowsTable;
  quant_subscriptions: QuantSubscriptionsTable;
}
