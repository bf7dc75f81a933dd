// Row types of the portfolio catalogue (migration 0400): the portfolio with its trade terms and its
// dated target positions. NUMERIC reads as decimal strings, DATE as 'YYYY-MM-DD'.
import type { ColumnType, Generated } from 'kysely';

type Decimal = string;
type DateText = string;
type Timestamp = ColumnType<Date, string, string>;

export interface PortfoliosTable {
  id: Generated<number>;
  /** e.g. 'ZH000001'. */
  symbol: string;
  name: string;
  description: string;
  /** PortfolioTopic code: 'xds' or 'pandoras_box'. */
  topic: string;
  /** 100 capital-protected, 101 stable, 102 aggressive. */
  investment_risk: number;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_fixed: boolean;
  allow_trade: boolean;
  allow_positions: boolean;
  allow_performance: boolean;
  amount_min_buy: Decimal;
  amount_max_buy: Decimal;
  amount_min_sell: Decimal;
  fare_ratio_buy_min: Decimal;
  fare_ratio_buy_max: Decimal;
  fare_ratio_sell_min: Decimal;
  fare_ratio_sell_max: Decimal;
  discount_rate_buy: Decimal;
  discount_rate_sell: Decimal;
  /** Annual advisory fee ratio, accrued daily on the worth held. */
  manage_fare_ratio: Decimal;
  charge_mode: number;
  div_type: number;
  owner_user_id: number | null;
  advisor_title: string;
  advisor_description: string;
  yld_target: Decimal | null;
  followers_count: Generated<number>;
  created_at: Timestamp;
  /** Owner's share settings (set_share_info, migration 0610). */
  share_enabled: Generated<boolean>;
  share_desc: Generated<string>;
}

export interface PortfolioPositionsTable {
  portfolio_id: number;
  fund_id: number;
  effective_from: DateText;
  /** 2 places; the rows of one (portfolio_id, effective_from) sum to 100. */
  percent: Decimal;
}

export interface PortfolioFollowsTable {
  user_id: number;
  portfolio_id: number;
  created_at: Timestamp;
}

/** One owner's position adjustment (migration 0610); its weights are the portfolio_positions set of effective_from. */
export interface PortfolioAdjustmentsTable {
  id: Generated<number>;
  portfolio_id: number;
  /** Who adjusted; null for a house portfolio's adjustment (the seed's). */
  user_id: number | null;
  effective_from: DateText;
  description: string;
  created_at: Timestamp;
}

export interface PortfolioTables {
  portfolio_adjustments: PortfolioAdjustmentsTable;
  portfolios: PortfoliosTable;
  portfolio_positions: PortfolioPositionsTable;
  portfolio_follows: PortfolioFollowsTable;
}
