// Entities of trading, holdings and promotions (spec 03 §3 and 01 §3): trade records, fees, fixed investments, stores, games.
import type { DateString, DateTimeString, DecimalString, Id } from '../../api/contract/entities/common-types';
import type { BankCard, FundCoupon, User } from '../../account/api/account-entities';
import type { FundDetail, Portfolio } from '../../market/api/market-entities';

/** 0 entrust succeeded ... 14 subscription failed (spec 03 §4). */
export type TradeStatus = number;
/** 0 buy, 1 sell, 2 forced increase, 3 forced decrease, 4 bonus, 5 regular investment, 6 subscription, 7 forced redeem, 10 rebalance. */
export type TradeDirection = number;

export interface TradeRecord {
  id: Id;
  serial_number: string;
  direction: TradeDirection;
  status: TradeStatus;
  amount: DecimalString;
  amount_confirm: DecimalString | null;
  amount_real: DecimalString | null;
  amount_refund: DecimalString | null;
  apply_date: DateTimeString;
  shares: DecimalString;
  shares_confirm: DecimalString | null;
  remind_info: string;
  divi_type: number | null;
  rebalance_type: number | null;
  opposite_trade_record: Id | null;
  is_to_subscribe: boolean;
  fund?: FundDetail;
  portfolio?: Portfolio;
  bank_card: BankCard;
}

export interface StatusStep {
  /** 0 active, 1 fail, 2 disabled, 3 warning. */
  status: 0 | 1 | 2 | 3;
  desc: string;
  title: string;
}

export interface TradeRecordDetail extends TradeRecord {
  allow_undo: boolean;
  fare: DecimalString;
  fare_ratio: DecimalString;
  fare_buy: DecimalString;
  fare_sell: DecimalString;
  discount: DecimalString;
  discount_rate: DecimalString;
  net_value: DecimalString | null;
  trade_date: DateString;
  is_first_trade: boolean;
  confirm_date: DateString | null;
  failure_notification: string;
  is_remittance: boolean;
  remittance_date: DateString | null;
  status_info: StatusStep[];
  trade_record_list: TradeRecord[];
  coupon_record: { amount: DecimalString } | null;
  fixed_investment: FixedInvestmentRecord | null;
}

export interface PortfolioTradeRecord {
  id: Id;
  direction: TradeDirection;
  status: TradeStatus;
  amount: DecimalString;
  amount_confirm: DecimalString | null;
  amount_real: DecimalString | null;
  amount_refund: DecimalString | null;
  apply_date: DateTimeString;
  shares: DecimalString;
  shares_confirm: DecimalString | null;
  remind_info: string;
  divi_type: number | null;
  rebalance_type: number | null;
  opposite_trade_record: Id | null;
  portfolio: Portfolio;
  bank_card: BankCard;
}

export interface PortfolioTradeRecordDetail extends PortfolioTradeRecord {
  serial_number: string;
  discount: DecimalString;
  discount_rate: DecimalString;
  fare: DecimalString;
  fare_buy: DecimalString;
  fare_sell: DecimalString;
  is_first_trade: boolean;
  confirm_date: DateString | null;
  allow_undo: boolean;
  failure_notification: string;
  is_remittance: boolean;
  remittance_date: DateString | null;
  status_info: StatusStep[];
  trade_record_list: TradeRecord[];
  coupon_record: { amount: DecimalString } | null;
}

/** What a trade submission answers with: enough to open the trade detail. */
export interface TradeSubmitted {
  id: Id;
  status: TradeStatus;
}

export interface FixedInvestmentRecord {
  id: Id;
  amount: DecimalString;
  first_date: DateString;
  next_date: DateString | null;
  /** 0 monthly (trade day 1-28), 1 weekly (1-5). */
  period_unit: 0 | 1;
  /** 0 working, 1 terminated, 2 paused. */
  status: 0 | 1 | 2;
  total_amount: DecimalString;
  trade_date: number;
  fund: FundDetail;
  end_date: DateString | null;
  sign_date: DateString;
  protocol_no: string;
  shares_current: DecimalString;
  status_note: string;
  bank_card: BankCard;
}

export interface FundHolding {
  fund: FundDetail;
  allow_sell: boolean;
  shares_enable: DecimalString;
  /** 1 reinvest, 2 cash, 3 changing to reinvest, 4 changing to cash. */
  divi_type: 1 | 2 | 3 | 4;
  worth_value: DecimalString;
  income_total: DecimalString;
  income_latest: DecimalString;
  shares_list: BankCard[];
}

export interface HeldPortfolio {
  allow_sell: boolean;
  allow_rebalance: boolean;
  trade_date: DateString;
  worth_value: DecimalString;
  fare: DecimalString;
  income_total: DecimalString;
  income_latest: DecimalString;
  notification: string;
  buy_unconfirm: number;
  sell_unconfirm: number;
  amount_unconfirm: DecimalString;
  shares_unconfirm: DecimalString;
  sell_amount_unconfirm: DecimalString;
  rebalance_unconfirm: number;
  is_manager: boolean;
  divi_info: string;
  funds_list: FundHolding[];
  income_list: IncomePoint[];
  statuses_publish_at: DateTimeString | null;
  fund_portfolio: Portfolio;
  shares_list: BankCard[];
  trade_record_list: PortfolioTradeRecord[];
}

export interface IncomePoint {
  date: DateString;
  income: DecimalString;
}

export interface FeeQuote {
  confirm_at: DateString;
  fare_ratio_buy: DecimalString;
  discount_rate_buy: DecimalString;
  fee: DecimalString;
  saved_fee: DecimalString;
  fare_ratio_sell_min: DecimalString;
  fare_ratio_sell_max: DecimalString;
  amount_min: DecimalString;
  amount_max: DecimalString;
  arrive_at: DateString;
  to_bao_desc: string;
  /** Sell quotes only (our own addition): the first later date the same sell costs less, at today's NAV. */
  fee_drop?: { date: DateString; fee: DecimalString; saving: DecimalString } | null;
  /** Sell quotes only (our own addition): the fee lot by lot, first in, first out; the fees sum to `fee`. */
  sell_lots?: { since: DateString | null; days: number; shares: DecimalString; fare_ratio: DecimalString; fee: DecimalString }[];
  /** Buy quotes only (our own addition): this buy's fee plus the sell fee of each holding period, NAV unchanged. */
  round_trip?: { holding: string; sell_fee: DecimalString; total: DecimalString }[];
  /** Funds with a sibling A/C class (our own addition): from how many days held A costs less than C, for this amount. */
  share_class?: { sibling_fund_id: number; sibling_name: string; break_even_days: number | null } | null;
}

export interface PortfolioProposalRow {
  fund: FundDetail;
  direction: TradeDirection;
  amount: DecimalString;
  shares: DecimalString;
  percent: DecimalString;
}

export interface PortfolioProposal {
  fund_portfolio: Portfolio;
  bank_card: BankCard;
  amount: DecimalString;
  fee: DecimalString;
  results: PortfolioProposalRow[];
}

export interface AvailableCoupons {
  coupons: { fund_id: Id; coupons: FundCoupon[] }[];
}

export interface BaoInfo {
  fund: FundDetail;
  worth_value: DecimalString;
  shares_enable: DecimalString;
  income_latest: DecimalString;
  income_total: DecimalString;
  tenthou_unit_incm: DecimalString;
  year_yld: DecimalString;
}

export interface StoreApply {
  id: Id | null;
  /** -1 not applied, 1 success. */
  status: -1 | 1;
}

export interface StoreTimelineItem {
  id: Id;
  liked: boolean;
  attitudes_count: number;
  created_at: DateTimeString;
  created_at_relative: string;
  text: string;
  title: string;
  description: string;
  user: User;
  portfolios: Portfolio[];
  position_adjustment: Id | null;
}

export interface BetOption {
  /** 'empty' is a draw. */
  code: string;
  name: string;
  selected: boolean;
  /** 1 is the winning option. */
  status: number;
  betResult: string | null;
}

export interface BetGame {
  id: Id;
  code: string;
  name: string;
  /** Non-zero means expired. */
  available: number;
  bet_begin_at: DateTimeString;
  bet_end_at: DateTimeString;
  game_begin_at: DateTimeString;
  game_end_at: DateTimeString;
  participants_total: number;
  guess_right_total: number;
  bet_options: BetOption[];
}

export interface CoinsBalance {
  balance: number;
}
