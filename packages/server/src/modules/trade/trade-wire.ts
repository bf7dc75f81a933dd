// Orders in the spec's trade record and trade detail shapes, with the detail's timeline (status_info).
import { PAYING_DIRECTIONS, TradeDirection, TradeStatus, canUndoFundOrder, fundOrderSteps } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { beijingDateTime } from '@fund/core/calendar';
import type { OrderRow } from './trading-repo';

const MONEY_DIRECTIONS: readonly number[] = PAYING_DIRECTIONS;

export function toTradeRecord(o: OrderRow, fund: Wire.FundDetail, card: Wire.BankCard): Wire.TradeRecord {
  return {
    id: o.id,
    serial_number: o.serial_number,
    direction: o.direction,
    status: o.status,
    amount: o.amount,
    amount_confirm: o.amount_confirm,
    amount_real: o.status === TradeStatus.TradeSucceed ? (o.direction === TradeDirection.Sell ? o.amount : o.amount_confirm) : null,
    amount_refund: o.amount_refund,
    apply_date: o.apply_at.toISOString(),
    shares: o.shares,
    shares_confirm: o.shares_confirm,
    remind_info: o.remind_info,
    divi_type: o.divi_type,
    rebalance_type: null,
    opposite_trade_record: o.opposite_id,
    is_to_subscribe: o.direction === TradeDirection.Subscription,
    fund,
    bank_card: card,
  };
}

/** Submitted -> confirmed (or cancelled / failed) -> money arrives or income starts (core's timeline). */
export function statusSteps(o: OrderRow): Wire.StatusStep[] {
  return fundOrderSteps({ ...o, submittedAt: beijingDateTime(o.apply_at) });
}

export function toTradeDetail(o: OrderRow, fund: Wire.FundDetail, card: Wire.BankCard, now: Date, related: Wire.TradeRecord[], couponAmount: string | null): Wire.TradeRecordDetail {
  const isBuy = MONEY_DIRECTIONS.includes(o.direction);
  return {
    ...toTradeRecord(o, fund, card),
    allow_undo: canUndoFundOrder(o, now),
    fare: o.fee,
    fare_ratio: o.fare_ratio,
    fare_buy: isBuy ? o.fee : '0.00',
    fare_sell: isBuy ? '0.00' : o.fee,
    discount: o.discount_rate,
    discount_rate: o.discount_rate,
    net_value: o.net_value,
    trade_date: o.trade_date,
    is_first_trade: false,
    confirm_date: o.confirm_date,
    failure_notification: o.failure_notification,
    is_remittance: false,
    remittance_date: null,
    status_info: statusSteps(o),
    trade_record_list: related,
    coupon_record: couponAmount === null ? null : { amount: couponAmount },
    fixed_investment: null,
  };
}
