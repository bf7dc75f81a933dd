// Tables of the trading engine (migration 0300): holdings, orders (trade records), the append-only
// ledger, idempotency keys, fixed-investment plans, daily income, coupons and the engine's own state.
// NUMERIC columns read as exact decimal strings, DATE as 'YYYY-MM-DD' (see database.ts).
import type { ColumnType, Generated } from 'kysely';

type Decimal = string;
type DateText = string;
// Timestamps are written as ISO text: a Date from another JS realm (Jest's sandbox) fails PGlite's instanceof test.
type Timestamp = ColumnType<Date, string, string>;
/** The holding scope (migration 0401): 0 held directly, else the portfolios.id the shares are held inside. */
type Scope = ColumnType<number, number | undefined, number>;

/** One user's position in one fund on one card; shares and frozen shares always equal the ledger's sums. */
export interface HoldingsTable {
  id: Generated<number>;
  user_id: number;
  fund_id: number;
  bank_card_id: number;
  shares: Decimal;
  shares_frozen: Decimal;
  /** 1 reinvest, 2 cash, 3 changing to reinvest, 4 changing to cash. */
  divi_type: number;
  /** When a pending change (3 or 4) takes effect. */
  divi_type_confirm_date: DateText | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  portfolio_id: Scope;
}

export interface TradeOrdersTable {
  id: Generated<number>;
  serial_number: string;
  user_id: number;
  fund_id: number;
  bank_card_id: number;
  direction: number;
  status: number;
  /** Yuan paid (buys) or, for sells, the shares' yuan worth once confirmed (the request amount for the cash treasure). */
  amount: Decimal;
  /** Shares asked to sell (0 for buys). */
  shares: Decimal;
  fee: Decimal;
  fare_ratio: Decimal;
  discount_rate: Decimal;
  amount_confirm: Decimal | null;
  shares_confirm: Decimal | null;
  amount_refund: Decimal | null;
  net_value: Decimal | null;
  /** Paid from the cash treasure (buys). */
  pay_from_bao: boolean;
  /** Proceeds go to the cash treasure (sells). */
  to_bao: boolean;
  is_fast: boolean;
  apply_at: Timestamp;
  trade_date: DateText;
  confirm_date: DateText;
  arrive_date: DateText;
  confirmed_at: Timestamp | null;
  fixed_investment_id: number | null;
  run_date: DateText | null;
  /** The record date of the fund_dividends row a bonus record pays. */
  dividend_date: DateText | null;
  risk_confirmation_id: number | null;
  divi_type: number | null;
  opposite_id: number | null;
  remind_info: string;
  failure_notification: string;
  /** The scope of the holding the order moves. */
  portfolio_id: Scope;
  /** The portfolio order this is a child fund order of. */
  portfolio_order_id: number | null;
}

/**
 * Append-only: every change of cash, shares or coupons. account: 'shares' and 'frozen' (per fund and
 * card), 'card' (money to (+) or from (-) the bank card), 'transit' (money held for an order), 'fee'.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  account: string;
  fund_id: number | null;
  bank_card_id: number | null;
  order_id: number | null;
  amount: Decimal;
  memo: string;
  created_at: Timestamp;
  portfolio_id: Scope;
  /** The coupon a row is about (used, given back, or its cashback to the card). */
  coupon_id: number | null;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  /**
   * 'done': the row commits with its work and answer (idempotency.ts). 'running' only on rows written before
   * that, whose order may exist: such a key answers 409 and is never taken over.
   */
  state: string;
  answer: string | null;
  created_at: Timestamp;
}

export interface FixedInvestmentsTable {
  id: Generated<number>;
  user_id: number;
  fund_id: number;
  bank_card_id: number;
  amount: Decimal;
  period_unit: number;
  trade_day: number;
  /** 0 working, 1 terminated, 2 paused. */
  status: number;
  first_date: DateText;
  next_date: DateText | null;
  end_date: DateText | null;
  sign_date: DateText;
  protocol_no: string;
  status_note: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DailyIncomesTable {
  user_id: number;
  fund_id: number;
  bank_card_id: number;
  date: DateText;
  income: Decimal;
  portfolio_id: Scope;
}

export interface UserCouponsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string;
  amount: Decimal;
  expense_min: Decimal;
  apply_business: string;
  use_condition: string;
  effective_to: DateText;
  /** The order the coupon is attached to (a portfolio buy's first child order); null while usable. */
  used_order_id: number | null;
  used_at: Timestamp | null;
  created_at: Timestamp;
  /** When the cashback went to the card: the attached buy was confirmed. */
  cashback_at: Timestamp | null;
}

export interface EngineStateTable {
  key: string;
  value: string;
}

export interface TradingTables {
  holdings: HoldingsTable;
  trade_orders: TradeOrdersTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  fixed_investments: FixedInvestmentsTable;
  daily_incomes: DailyIncomesTable;
  engine_state: EngineStateTable;
  user_coupons: UserCouponsTable;
}
