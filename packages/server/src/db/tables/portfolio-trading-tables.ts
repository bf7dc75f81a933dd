// Tables of portfolio trading (migration 0401): a portfolio order (the parent of child fund orders in
// trade_orders) and the advisory fee accrued per trading day. Other scope columns live on the engine's tables.
import type { ColumnType, Generated } from 'kysely';

type Decimal = string;
type DateText = string;
type Timestamp = ColumnType<Date, string, string>;

export interface PortfolioOrdersTable {
  id: Generated<number>;
  serial_number: string;
  user_id: number;
  portfolio_id: number;
  bank_card_id: number;
  /** TradeDirection: 0 buy, 1 sell, 10 rebalance. */
  direction: number;
  /** TradeStatus: 0 entrusted, 1 succeeded, 2 failed, 6 cancelled, 8 partly succeeded, 10 in rebalance, 11/12 rebalance succeeded/failed. */
  status: number;
  amount: Decimal;
  fee: Decimal;
  amount_confirm: Decimal | null;
  amount_refund: Decimal | null;
  pay_from_bao: boolean;
  coupon_id: number | null;
  risk_confirmation_id: number | null;
  rebalance_type: number | null;
  apply_at: Timestamp;
  trade_date: DateText;
  confirm_date: DateText;
  confirmed_at: Timestamp | null;
  remind_info: string;
  failure_notification: string;
}

/** The advisory fee of one day: worth × manage_fare_ratio / 365, half-up to the fen; shown, not deducted. */
export interface PortfolioFaresTable {
  user_id: number;
  portfolio_id: number;
  bank_card_id: number;
  date: DateText;
  worth: Decimal;
  fare: Decimal;
}

export interface PortfolioTradingTables {
  portfolio_orders: PortfolioOrdersTable;
  portfolio_fares: PortfolioFaresTable;
}
