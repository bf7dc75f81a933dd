// Entities of the market and research side (spec 02 §3): funds, quotes, managers, diagnosis, portfolios, statuses.
import type { DateString, DateTimeString, DecimalString, Id } from '../../api/contract/entities/common-types';
import type { User } from '../../account/api/account-entities';

/** 0 others, 1 stock, 2 bond, 3 fund, 5 market index. */
export type SymbolType = 0 | 1 | 2 | 3 | 5;

export interface FundDetail {
  id: Id;
  symbol: string;
  code: string;
  abbr_name: string;
  symbol_type: SymbolType;
  /** 300 stock-type ... 310 FOF, 101 / 102 A / B market. */
  symbol_stype: number;
  list_status: number;
  is_bao: boolean;
  is_private: boolean;
  price_mode: number;
  followed: boolean;
  estab_date: DateString;
  net_value: DecimalString;
  net_cumulative: DecimalString;
  tradedate: DateString;
  year_yld: DecimalString;
  tenthou_unit_incm: DecimalString;
  percent_day: DecimalString;
  investment_risk: number;
  investment_risk_display: string;
  recommend_title: string;
  /** Comma-separated tags. */
  recommend_desc: string;
  recommend_score: number | null;
  allow_fixed: boolean;
  allow_trade: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_subscribe: boolean;
  trade_status: number;
  subscribe_start_date: DateTimeString | null;
  subscribe_end_date: DateTimeString | null;
  /** 0 before sale, 1 subscription period, 2 open for buying. */
  subscription_status: 0 | 1 | 2;
  amount_fixed_min: DecimalString;
  amount_fixed_max: DecimalString;
  fare_ratio_buy: DecimalString;
  discount_rate_buy: DecimalString;
  amount_min_buy: DecimalString;
  amount_max_buy: DecimalString;
  fare_ratio_sell: DecimalString;
  discount_rate_sell: DecimalString;
  shares_min_sell: DecimalString;
  shares_max_sell: DecimalString;
  shares_min: DecimalString;
  t_days_sell: number;
  amount_subscribe_min: DecimalString;
  amount_subscribe_max: DecimalString;
  fare_ratio_subscribe: DecimalString;
  discount_rate_subscribe: DecimalString;
  charge_mode: number;
  manage_fare: DecimalString;
  trusteeship_fare: DecimalString;
  service_fare: DecimalString;
  company: { id: Id; name: string };
  /** 0 none, 1 reinvest, 2 cash. */
  div_type: number;
  notification: string;
  tags: string[];
  condition_tags: string[];
  service_tel: string;
}

export interface PeriodPercents {
  percent_day: DecimalString | null;
  percent_week: DecimalString | null;
  percent_month: DecimalString | null;
  percent_season: DecimalString | null;
  percent_six_month: DecimalString | null;
  percent_year: DecimalString | null;
  percent_two_year: DecimalString | null;
  percent_three_year: DecimalString | null;
}

/** A fund row of lists, following and search. */
export interface FundRow extends PeriodPercents {
  id: Id;
  symbol: string;
  code: string;
  abbr_name: string;
  tradedate: DateString;
  current: DecimalString;
  change: DecimalString;
  percentage: DecimalString;
  list_status: number;
  is_stop: boolean;
  symbol_type: SymbolType;
  symbol_stype: number;
  net_value: DecimalString;
  price_mode: number;
  tenthou_unit_incm: DecimalString | null;
  year_yld: DecimalString | null;
  total_capital: DecimalString | null;
  allow_trade: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  score_short: number | null;
  subscription_status: 0 | 1 | 2;
  is_bao: boolean;
  recommend_percent_display: string;
  recommend_percent_value: DecimalString | null;
}

export interface PriceLevel {
  price: DecimalString;
  volume: number;
}

export interface StockQuote {
  symbol: string;
  code: string;
  abbr_name: string;
  moment: DateTimeString;
  current: DecimalString;
  percentage: DecimalString;
  change: DecimalString;
  open: DecimalString;
  last_close: DecimalString;
  high: DecimalString;
  low: DecimalString;
  amount: DecimalString;
  volume: number;
  amplitude: DecimalString;
  market_capital: DecimalString;
  total_capital: DecimalString;
  turnover_rate: DecimalString;
  pb: DecimalString | null;
  pe_lyr: DecimalString | null;
  pe_ttm: DecimalString | null;
  pe_dyn: DecimalString | null;
  ps: DecimalString | null;
  /** Five levels each, best first. */
  buy_levels: PriceLevel[];
  sell_levels: PriceLevel[];
  rise_limit: DecimalString;
  drop_limit: DecimalString;
  avg_price: DecimalString;
  is_stop: boolean;
  is_margin: boolean;
  rise_total: number;
  drop_total: number;
  draw_total: number;
}

export interface FundManager {
  id: Id;
  name: string;
  /** 1 in post, 2 left. */
  post_status: 1 | 2;
  fund_company: string;
  work_seniority: DecimalString;
  end_date: DateString | null;
  index_rate_tyear: DecimalString | null;
  good_at_types: string[];
  good_at_type: string;
  profitability: number;
  sharpe_ratio: number;
  stock_selection: number;
  anti_risk: number;
  timing_selection: number;
  experience: number;
  index_following: number;
  excess_income: number;
  stability: number;
  bull_market: DecimalString | null;
  bear_market: DecimalString | null;
  seesawing_market: DecimalString | null;
  extreme_markets: DecimalString | null;
  achivements?: AchievementRank[];
  recommend_fund?: FundRow | null;
  period_analyse_stat?: Record<string, DecimalString | null>;
  analyse_history?: { date: DateString; score: number }[];
}

export interface FundDiagnosis {
  id: Id;
  /** The diagnosed fund (the reference server sends these beside the spec's fields). */
  symbol?: string;
  abbr_name?: string;
  source_fund_symbol?: string;
  followed?: boolean;
  analyse_date: DateString;
  score: number | null;
  description: string;
  asset_description: string;
  company_description: string;
  manager_description: string;
  is_alert: boolean;
  is_recommended: boolean;
  fund_managers: FundManager[];
  fund_profit_loss_predicts: { period: string; profit: DecimalString; loss: DecimalString }[];
  track_target: string | null;
  period_analyse_stat: Record<string, DecimalString | null>;
}

export interface AchievementRank {
  period: string;
  percent: DecimalString | null;
  track_name: string;
  track_percent: DecimalString | null;
  rank_index: number | null;
  rank_total: number | null;
}

export interface PortfolioPosition {
  symbol: string;
  name: string;
  percent: DecimalString;
  allow_trade: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  is_bao: boolean;
}

export interface Portfolio {
  id: Id;
  symbol: string;
  name: string;
  recommend_percent: DecimalString | null;
  /** 100 capital-protected, 101 stable, 102 aggressive; 0 counts as high. */
  investment_risk: number;
  net_value: DecimalString;
  cumulative: DecimalString;
  yld: DecimalString | null;
  yld_target: DecimalString | null;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_fixed: boolean;
  allow_trade: boolean;
  allow_positions: boolean;
  allow_performance: boolean;
  amount_min_buy: DecimalString;
  amount_max_buy: DecimalString;
  amount_min_sell: DecimalString;
  fare_ratio_buy_min: DecimalString;
  fare_ratio_buy_max: DecimalString;
  fare_ratio_sell_min: DecimalString;
  fare_ratio_sell_max: DecimalString;
  discount_rate_buy: DecimalString;
  discount_rate_sell: DecimalString;
  followed: boolean;
  followers_count: number;
  user: User;
  advisor_title?: string;
  advisor_description?: string;
  charge_mode: number;
  div_type: number;
  positions?: PortfolioPosition[];
  /** Whether the viewer owns it (spec 02 §5: the owner's id equals the current user's); absent for guests. */
  is_owner?: boolean;
}

export interface Media {
  media_type: number;
  duration: number;
  image_md: string;
}

export interface Status {
  id: Id;
  title: string;
  source: string;
  tendency: number;
  fund_managers: FundManager[];
  views_count: number;
  medias: Media[];
  publish_at: DateTimeString;
  user: User;
  content_type: string;
  symbols: FundRow[];
  portfolios: Portfolio[];
  text: string;
}

export interface StatusComment {
  id: Id;
  user: User;
  text: string;
  created_at: DateTimeString;
}

export interface QuantFactor {
  factor: string;
  factor_type_display: string;
  price_influence_type: number;
  price_influence_type_display: string;
  factor_score_type: number;
}

export interface SymbolRef {
  symbol: string;
  abbr_name: string;
  symbol_type: SymbolType;
}
