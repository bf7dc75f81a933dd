// Entities of the account side (spec 01 §3). Field lists are the spec's; shapes the spec only names
// (questions, careers, areas, mobile codes, settings) are the smallest a screen needs, marked below.
import type { DateString, DateTimeString, DecimalString, Id } from '../../api/contract/entities/common-types';

export interface LoginResult {
  token: { access_token: string };
}

export interface User {
  id: Id;
  username: string;
  avatar_lg: string;
  avatar_md: string;
  avatar_sm: string;
  avatar_xs: string;
}

export interface AvatarSet {
  avatar_xs: string;
  avatar_sm: string;
  avatar_md: string;
  avatar_lg: string;
}

export interface AssetBlock {
  trade_date: DateString;
  income_latest: DecimalString;
  income_total: DecimalString;
  worth_value: DecimalString;
  /** Shown only when above 0. */
  fare: DecimalString;
}

export interface PortfolioTopic {
  /** xds, pandoras_box ... */
  code: string;
  name?: string;
}

export interface AssetsTotal {
  assets_total: DecimalString;
  trade_date: DateString;
  income_latest: DecimalString;
  fare: DecimalString;
  income_total: DecimalString;
  bank_cards_count: number;
  wallets_available: DecimalString;
  bao?: AssetBlock;
  funds?: AssetBlock;
  private_funds?: AssetBlock;
  fund_portfolios?: AssetBlock & { topics: PortfolioTopic[] };
}

/** 0 untested, 1 normal, 2 expired, 3 invalidated by a topic change. */
export type RiskStatus = 0 | 1 | 2 | 3;
/** 0 unknown, 1 conservative, 2 steady, 3 balanced, 4 growth, 5 aggressive. */
export type RiskLevel = 0 | 1 | 2 | 3 | 4 | 5;

export interface InvestmentRisk {
  investment_risk: RiskLevel;
  investment_risk_status: RiskStatus;
  investment_risk_display: string;
  investment_risk_status_display: string;
  effective_to: DateString | null;
  product_fit: string;
  investment_risk_summary: string;
  investment_risk_actual: string;
  investment_risk_mental: string;
  investment_risk_profit: string;
  investment_risk_flow: string;
}

export type RiskAction = 'investment_risk_test' | 'confirm_risk' | '';

export interface RiskResult {
  investment_risk: RiskLevel;
  warn_data: { action_type: RiskAction };
}

export interface RiskCheck {
  action_type: RiskAction;
  action_description: string;
  action_title: string;
}

/** Not listed in the spec. */
export interface RiskQuestion {
  id: Id;
  title: string;
  options: { id: Id; title: string }[];
}

export interface Bank {
  id: Id;
  logo: string;
  name: string;
  need_onlinepay: boolean;
  onlinepay_description: string;
  onlinepay_help_url: string;
  /** 0 means no limit (不限). */
  single_limit: DecimalString;
  single_day_limit: DecimalString;
  status: number;
  status_note: string;
}

export interface BankCard {
  id: Id;
  bank_card_no_tail: string;
  /** Masked: last 4 or first 6 + last 4. */
  bank_card_no: string;
  is_default: boolean;
  real_name: string;
  bank_card_type: number;
  allow_sell: boolean;
  allow_buy: boolean;
  allow_transfer: number;
  /** 0 unavailable, 3 shares moving to another card, 5 needs authentication. */
  status: number;
  bank: Bank;
  shares_current?: DecimalString;
  shares_enable?: DecimalString;
  shares_min_sell?: DecimalString;
  shares_min?: DecimalString;
  shares_portfolio?: DecimalString;
  worth_value?: DecimalString;
  worth_value_enable?: DecimalString;
  deviation?: DecimalString;
  short_shares?: DecimalString;
  rebalance_info?: string;
  fund_list?: { fund_id: Id; abbr_name: string; shares: DecimalString }[];
}

/** Not listed in the spec. */
export interface IdentityVerification {
  real_name: string;
  /** Masked: first 1 + last 1. */
  id_card_no: string;
  status: number;
  is_private_fund_qualified?: boolean;
}

export interface AssetAllocationItem {
  abbr_name: string;
  change: DecimalString;
  percent: DecimalString;
  symbol: string;
  symbol_type: number;
  sector_name?: string;
}

export interface UnconfirmedSummary {
  buy_unconfirm: number;
  amount_unconfirm: DecimalString;
  sell_unconfirm: number;
  sell_amount_unconfirm: DecimalString;
  shares_unconfirm: DecimalString;
  rebalance_unconfirm: number;
  subscribe_unconfirm: number;
  subscribe_amount_unconfirm: DecimalString;
}

export interface Coupon {
  id: Id;
  name: string;
  description: string;
  expense_min: DecimalString;
  apply_business: string;
  use_condition: string;
}

export interface FundCoupon {
  id: Id;
  amount: DecimalString;
  effective_to: DateString;
  coupon: Coupon;
}

/** Not listed in the spec. */
export interface CareerOption {
  id: Id;
  name: string;
}

/** Not listed in the spec. */
export interface ChinaArea {
  code: string;
  name: string;
  children?: ChinaArea[];
}

/** Not listed in the spec. */
export interface MobileCode {
  id: Id;
  code: string;
  name: string;
}

/** Not listed in the spec. */
export interface SocialBinding {
  provider: string;
  bound: boolean;
  nickname?: string;
}

/** Not listed in the spec. */
export interface AccountSettings {
  username: string;
  mobile: string;
  avatar_md: string;
  is_trade_password_set: boolean;
  updated_at?: DateTimeString;
}
