// Portfolio orders in the spec's portfolio trade record and detail shapes, with the detail's timeline
// (status_info) drawn like a fund order's: submitted -> confirmed (or cancelled / failed) -> money or income.
import { TradeDirection, TradeStatus, TradeStepDisplay } from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Selectable } from 'kysely';
import type { PortfolioOrdersTable } from '../../db/tables/portfolio-trading-tables';
import { CUT_OFF_MINUTES, shanghaiDateTime, shanghaiInstant } from '../../engine/market-clock';
import type { OrderRow } from '../trading/trading-repo';
import { OPEN_PORTFOLIO_STATUSES } from './held-repo';

export type PortfolioOrderRow = Selectable<PortfolioOrdersTable>;

const STEP_TEXTS = {
  submitted: '提交申请',
  cancelled: '已撤单',
  refunded: (amount: string) => `退款${amount}元已退回`,
  unfrozen: '份额已解冻',
  failed: '交易失败',
  rebalanceFailed: '调仓失败',
  confirmShares: '确认份额',
  confirmAmount: '确认金额',
  confirmRebalance: '调仓确认',
  byNav: (confirmDate: string, tradeDate: string, what: string) => `${confirmDate} 按${tradeDate}净值${what}`,
  shares: '确认份额',
  amount: '确认金额',
  rebalanced: '完成调仓',
  income: '查看收益',
  incomeFrom: (date: string) => `${date} 起可查看收益`,
  arrive: '资金到账',
  arriveOn: (date: string) => `预计${date}到账`,
} as const;

const FAILED: readonly number[] = [TradeStatus.TradeFailed, TradeStatus.EntrustFailed, TradeStatus.RebalanceFailed, TradeStatus.SubscriptionFailed];
const OPEN = OPEN_PORTFOLIO_STATUSES;

/**
 * The undo rule of a portfolio order, as trade-undo.ts applies it: the order still open (entrusted or in
 * rebalance), every child fund order still entrusted, and before 15:00 of the order's and each child's trade date.
 */
export function allowPortfolioUndo(order: PortfolioOrderRow, children: readonly OrderRow[], now: Date): boolean {
  const inTime = (tradeDate: string) => now < shanghaiInstant(tradeDate, CUT_OFF_MINUTES);
  return OPEN.includes(order.status) && inTime(order.trade_date) && children.every((c) => c.status === TradeStatus.EntrustSucceed && inTime(c.trade_date));
}

/** Child shares summed (2-place decimals). */
const sharesSum = (values: readonly string[]): string => values.reduce((a, v) => a.plus(v), toDecimal(0)).toFixed(2);

export function toPortfolioTradeRecord(o: PortfolioOrderRow, children: readonly OrderRow[], portfolio: Wire.Portfolio, card: Wire.BankCard): Wire.PortfolioTradeRecord {
  const confirmed = children.filter((c) => c.shares_confirm !== null);
  const done = o.status === TradeStatus.TradeSucceed || o.status === TradeStatus.PartTradeSucceed || o.status === TradeStatus.RebalanceSucceed;
  return {
    id: o.id,
    direction: o.direction,
    status: o.status,
    amount: o.amount,
    amount_confirm: o.amount_confirm,
    amount_real: done ? o.amount_confirm ?? o.amount : null,
    amount_refund: o.amount_refund,
    apply_date: o.apply_at.toISOString(),
    shares: sharesSum(children.map((c) => c.shares)),
    shares_confirm: confirmed.length === 0 ? null : sharesSum(confirmed.map((c) => c.shares_confirm ?? '0')),
    remind_info: o.remind_info,
    divi_type: null,
    rebalance_type: o.rebalance_type,
    opposite_trade_record: null,
    portfolio,
    bank_card: card,
  };
}

type Step = Wire.StatusStep;
const step = (status: Step['status'], title: string, desc: string): Step => ({ status, title, desc });

/** Submitted -> confirmed (or cancelled / failed) -> income starts (buys), money arrives (sells); a rebalance confirms once. */
export function portfolioStatusSteps(o: PortfolioOrderRow, children: readonly OrderRow[]): Step[] {
  const isBuy = o.direction === TradeDirection.Buy;
  const submitted = step(TradeStepDisplay.Active, STEP_TEXTS.submitted, shanghaiDateTime(o.apply_at));
  if (o.status === TradeStatus.Cancelled) return [submitted, step(TradeStepDisplay.Fail, STEP_TEXTS.cancelled, isBuy ? STEP_TEXTS.refunded(o.amount_refund ?? o.amount) : STEP_TEXTS.unfrozen)];
  if (FAILED.includes(o.status)) {
    const title = o.direction === TradeDirection.Rebalance ? STEP_TEXTS.rebalanceFailed : STEP_TEXTS.failed;
    return [submitted, step(TradeStepDisplay.Fail, title, o.failure_notification)];
  }
  const shown = OPEN.includes(o.status) ? TradeStepDisplay.Disabled : TradeStepDisplay.Active;
  if (o.direction === TradeDirection.Rebalance) {
    return [submitted, step(shown, STEP_TEXTS.confirmRebalance, STEP_TEXTS.byNav(o.confirm_date, o.trade_date, STEP_TEXTS.rebalanced))];
  }
  if (isBuy) {
    return [
      submitted,
      step(shown, STEP_TEXTS.confirmShares, STEP_TEXTS.byNav(o.confirm_date, o.trade_date, STEP_TEXTS.shares)),
      step(shown, STEP_TEXTS.income, STEP_TEXTS.incomeFrom(o.confirm_date)),
    ];
  }
  const arrive = children.map((c) => c.arrive_date).sort().at(-1) ?? o.confirm_date;
  return [
    submitted,
    step(shown, STEP_TEXTS.confirmAmount, STEP_TEXTS.byNav(o.confirm_date, o.trade_date, STEP_TEXTS.amount)),
    step(shown, STEP_TEXTS.arrive, STEP_TEXTS.arriveOn(arrive)),
  ];
}

export interface DetailExtras {
  children: readonly OrderRow[];
  childRecords: Wire.TradeRecord[];
  portfolio: Wire.Portfolio;
  card: Wire.BankCard;
  couponAmount: string | null;
  isFirstTrade: boolean;
  now: Date;
}

export function toPortfolioTradeDetail(o: PortfolioOrderRow, x: DetailExtras): Wire.PortfolioTradeRecordDetail {
  const isBuy = o.direction === TradeDirection.Buy;
  const discount = isBuy ? x.portfolio.discount_rate_buy : o.direction === TradeDirection.Sell ? x.portfolio.discount_rate_sell : '1.0000';
  return {
    ...toPortfolioTradeRecord(o, x.children, x.portfolio, x.card),
    serial_number: o.serial_number,
    discount,
    discount_rate: discount,
    fare: o.fee,
    fare_buy: isBuy ? o.fee : '0.00',
    fare_sell: o.direction === TradeDirection.Sell ? o.fee : '0.00',
    is_first_trade: x.isFirstTrade,
    confirm_date: o.confirm_date,
    allow_undo: allowPortfolioUndo(o, x.children, x.now),
    failure_notification: o.failure_notification,
    is_remittance: false,
    remittance_date: null,
    status_info: portfolioStatusSteps(o, x.children),
    trade_record_list: x.childRecords,
    coupon_record: x.couponAmount === null ? null : { amount: x.couponAmount },
  };
}
