// Tables of the read-only futures pages (migration 0660).
import type { ColumnType, Generated } from 'kysely';

type DateText = string;
type Numeric = string;

export interface FuturesProductsTable {
  id: Generated<number>;
  name: string;
  /** A FuturesProductType of core. */
  product_type: string;
  manager: string;
  strategy: string;
  description: string;
  risk_level: number;
  min_amount: Numeric;
  annual_return: Numeric | null;
  max_drawdown: Numeric | null;
  launched_on: DateText;
}

export interface FuturesProductNavsTable {
  product_id: number;
  date: DateText;
  net_value: Numeric;
}

export interface FuturesProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  author: string;
  rating: number;
  title: string;
  content: string;
  published_on: DateText;
}

export interface FuturesInstrumentsTable {
  id: Generated<number>;
  symbol: string;
  name: string;
  /** A FuturesExchange of core. */
  exchange: string;
  multiplier: number;
  price_unit: string;
  tradedate: DateText;
  prev_settle: Numeric;
  open: Numeric;
  high: Numeric;
  low: Numeric;
  last_price: Numeric;
  volume: number;
  open_interest: number;
}

export interface FuturesAccountsTable {
  id: Generated<number>;
  user_id: number;
  broker_name: string;
  account_tail: string;
  is_default: Generated<boolean>;
  /** A FuturesAccountStatus of core. */
  status: number;
  opening_balance: Numeric;
  /** Written as ISO text (see trading-tables). */
  linked_at: ColumnType<Date, string, string>;
}

export interface FuturesPositionsTable {
  account_id: number;
  instrument_id: number;
  /** A FuturesDirection of core. */
  direction: string;
  lots: number;
}

export interface FuturesAccountDaysTable {
  account_id: number;
  date: DateText;
  profit: Numeric;
  balance: Numeric;
}

export interface FuturesTables {
  futures_products: FuturesProductsTable;
  futures_product_navs: FuturesProductNavsTable;
  futures_product_reviews: FuturesProductReviewsTable;
  futures_instruments: FuturesInstrumentsTable;
  futures_accounts: FuturesAccountsTable;
  futures_positions: FuturesPositionsTable;
  futures_account_days: FuturesAccountDaysTable;
}
