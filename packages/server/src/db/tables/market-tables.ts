// Row types of the demo market tables (see migrations/0002-market.ts).
// NUMERIC columns read as exact decimal strings, DATE as 'YYYY-MM-DD' (see database.ts).
// jsonb is written as JSON text: pg would turn a JS array into a PostgreSQL array literal.
import type { ColumnType, Generated } from 'kysely';

type Decimal = string;
type DateText = string;
type Json<T> = ColumnType<T, string, string>;
// Timestamps are written as ISO text: a Date from another JS realm (Jest's sandbox) fails the driver's instanceof test.
type Timestamp = ColumnType<Date, string, string>;

export interface TradingDaysTable {
  date: DateText;
}

export interface FundCompaniesTable {
  id: Generated<number>;
  name: string;
  abbr_name: string;
  estab_date: DateText;
  assets_total: Decimal;
  service_tel: string;
}

export interface ManagerScores {
  profitability: number;
  sharpe_ratio: number;
  stock_selection: number;
  anti_risk: number;
  timing_selection: number;
  experience: number;
  index_following: number;
  excess_income: number;
  stability: number;
}

export interface ManagersTable {
  id: Generated<number>;
  name: string;
  company_id: number;
  post_status: number;
  start_date: DateText;
  end_date: DateText | null;
  work_seniority: Decimal;
  index_rate_tyear: Decimal | null;
  good_at_type: string;
  good_at_types: Json<string[]>;
  scores: Json<ManagerScores>;
  bull_market: Decimal | null;
  bear_market: Decimal | null;
  seesawing_market: Decimal | null;
  extreme_markets: Decimal | null;
  recommend_rank: number | null;
}

export interface MarketIndexesTable {
  id: Generated<number>;
  symbol: string;
  code: string;
  name: string;
  is_market: boolean;
  category: string;
  tradedate: DateText | null;
  current: Decimal | null;
  change: Decimal | null;
  percentage: Decimal | null;
  pe: Decimal | null;
  pb: Decimal | null;
  pe_percentile: Decimal | null;
  pb_percentile: Decimal | null;
}

export interface IndexValuesTable {
  index_id: number;
  date: DateText;
  close: Decimal;
  pe: Decimal;
  pb: Decimal;
}

export interface SectorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  percent_day: Decimal | null;
  percent_year: Decimal | null;
}

export interface FundPerformanceColumns {
  tradedate: DateText | null;
  net_value: Decimal | null;
  net_cumulative: Decimal | null;
  year_yld: Decimal | null;
  tenthou_unit_incm: Decimal | null;
  percent_day: Decimal | null;
  percent_week: Decimal | null;
  percent_month: Decimal | null;
  percent_season: Decimal | null;
  percent_six_month: Decimal | null;
  percent_year: Decimal | null;
  percent_two_year: Decimal | null;
  percent_three_year: Decimal | null;
}

export interface FundsTable extends FundPerformanceColumns {
  id: Generated<number>;
  symbol: string;
  code: string;
  abbr_name: string;
  symbol_stype: number;
  company_id: number;
  sector_id: number | null;
  index_id: number | null;
  list_status: number;
  estab_date: DateText;
  investment_risk: number;
  is_bao: boolean;
  /** How many NAVs the fund has (fund_navs triggers keep it). */
  nav_count: Generated<number>;
  allow_trade: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_fixed: boolean;
  allow_subscribe: boolean;
  subscription_status: number;
  subscribe_start_at: Timestamp | null;
  subscribe_end_at: Timestamp | null;
  fare_ratio_buy: Decimal;
  discount_rate_buy: Decimal;
  fare_ratio_sell: Decimal;
  discount_rate_sell: Decimal;
  fare_ratio_subscribe: Decimal;
  discount_rate_subscribe: Decimal;
  amount_min_buy: Decimal;
  amount_max_buy: Decimal;
  amount_fixed_min: Decimal;
  amount_fixed_max: Decimal;
  amount_subscribe_min: Decimal;
  amount_subscribe_max: Decimal;
  shares_min_sell: Decimal;
  shares_max_sell: Decimal;
  shares_min: Decimal;
  t_days_sell: number;
  charge_mode: number;
  manage_fare: Decimal;
  trusteeship_fare: Decimal;
  service_fare: Decimal;
  div_type: number;
  notification: string;
  tags: Json<string[]>;
  recommend_title: string;
  recommend_desc: string;
  recommend_score: number | null;
  recommend_rank: number | null;
  hot_rank: number | null;
  total_capital: Decimal;
}

export interface FundNavsTable {
  fund_id: number;
  date: DateText;
  net_value: Decimal;
  net_cumulative: Decimal;
  percent: Decimal | null;
  year_yld: Decimal | null;
  tenthou_unit_incm: Decimal | null;
}

export interface FundManagersTable {
  fund_id: number;
  manager_id: number;
  start_date: DateText;
  end_date: DateText | null;
}
