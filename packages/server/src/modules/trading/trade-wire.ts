// Orders in the spec's trade record and trade detail shapes, with the detail's timeline (status_info).
import { TradeDirection, TradeStatus, TradeStepDisplay } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { shanghaiDateTime } from '../../engine/market-clock';
import type { OrderRow } from './trading-repo';
import { allowUndo } from './undo-service';

const MONEY_DIRECTIONS: readonly number[] = [TradeDirection.Buy, TradeDirection.FixedInvestment, TradeDirection.Subscription];

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

type Step = Wire.StatusStep;

function step(status: Step['status'], title: string, desc: string): Step {
  return { status, title, desc };
}

/** Submitted -> confirmed (or cancelled / failed) -> money arrives or income starts. */
export function statusSteps(o: OrderRow): Step[] {
  const isBuy = MONEY_DIRECTIONS.includes(o.direction);
  const submitted = step(TradeStepDisplay.Active, '提交申请', shanghaiDateTime(o.apply_at));
  if (o.status === TradeStatus.Cancelled) return [submitted, step(TradeStepDisplay.Fail, '已撤单', isBuy ? `退款${o.amount_refund ?? o.amount}元已退回` : '份额已解冻')];
  if ([TradeStatus.TradeFailed, TradeStatus.EntrustFailed, TradeStatus.SubscriptionFailed].includes(o.status as 2 | 5 | 14)) {
    return [submitted, step(TradeStepDisplay.Fail, '交易失败', o.failure_notification)];
  }
  const done = o.status !== TradeStatus.EntrustSucceed;
  const confirm = isBuy
    ? step(done ? TradeStepDisplay.Active : TradeStepDisplay.Disabled, '确认份额', `${o.confirm_date} 按${o.trade_date}净值确认份额`)
    : step(done ? TradeStepDisplay.Active : TradeStepDisplay.Disabled, '确认金额', `${o.confirm_date} 按${o.trade_date}净值确认金额`);
  const last = isBuy
    ? step(done ? TradeStepDisplay.Active : TradeStepDisplay.Disabled, '查看收益', `${o.confirm_date} 起可查看收益`)
    : step(done ? TradeStepDisplay.Active : TradeStepDisplay.Disabled, o.to_bao ? '转入现金宝' : '资金到账', `预计${o.arrive_date}到账`);
  return [submitted, confirm, last];
}

export function toTradeDetail(o: OrderRow, fund: Wire.FundDetail, card: Wire.BankCard, now: Date, related: Wire.TradeRecord[], couponAmount: string | null): Wire.TradeRecordDetail {
  const isBuy = MONEY_DIRECTIONS.includes(o.direction);
  return {
    ...toTradeRecord(o, fund, card),
    allow_undo: allowUndo(o, now),
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
