// Row types of the advisor store (see migrations/0600-stores.ts).
import type { ColumnType, Generated } from 'kysely';

// Timestamps are written as ISO text: a Date from another JS realm (Jest's sandbox) fails the driver's instanceof test.
type Timestamp = ColumnType<Date, string, string>;

export interface StoreAppliesTable {
  id: Generated<number>;
  user_id: number;
  status: number;
  name: string;
  introduction: string;
  avatar: string;
  qualification_no: string;
  reject_reason: string | null;
  applied_at: Timestamp;
  reviewed_at: ColumnType<Date | null, string | null, string | null>;
  reviewer_user_id: number | null;
}

export interface StoresTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string;
  avatar: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StoreLikesTable {
  store_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface StorePortfolioOrderTable {
  store_id: number;
  portfolio_id: number;
  position: number;
}

export interface StoreSocialBindingsTable {
  store_id: number;
  provider: string;
  account: string;
  updated_at: Timestamp;
}

export interface StoreTables {
  store_applies: StoreAppliesTable;
  stores: StoresTable;
  store_likes: StoreLikesTable;
  store_portfolio_order: StorePortfolioOrderTable;
  store_social_bindings: StoreSocialBindingsTable;
}
