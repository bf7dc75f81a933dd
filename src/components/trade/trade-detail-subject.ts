// What the trade detail screens read: a fund trade detail and a portfolio trade detail both fit it.
import type { Wire } from '@fund/core/api';

export interface TradeDetailSubject {
  id: number;
  serial_number: string;
  direction: number;
  status: number;
  amount: string;
  amount_confirm: string | null;
  amount_real: string | null;
  amount_refund: string | null;
  apply_date: string;
  shares: string;
  shares_confirm: string | null;
  remind_info: string;
  allow_undo: boolean;
  fare: string;
  fare_ratio?: string;
  discount_rate: string;
  net_value?: string | null;
  trade_date?: string;
  is_first_trade: boolean;
  confirm_date: string | null;
  failure_notification: string;
  is_remittance: boolean;
  remittance_date: string | null;
  status_info: Wire.StatusStep[];
  trade_record_list: Wire.TradeRecord[];
  coupon_record: { amount: string } | null;
  fixed_investment?: Wire.FixedInvestmentRecord | null;
  fund?: { abbr_name: string; symbol: string; is_bao: boolean };
  portfolio?: { name: string };
  bank_card?: Wire.BankCard;
}
