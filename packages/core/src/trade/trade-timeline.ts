// The timeline of a trade's detail (status_info): submitted -> confirmed (or undone / failed) -> income starts
// (money paid in) or the money arrives (sells); a rebalance confirms once. The server builds every detail's
// steps here, for fund orders and portfolio orders alike.
import type { StatusStep } from '../api/contract/entities';
import { PAYING_DIRECTIONS, TradeDirection, TradeStatus, TradeStepDisplay } from './trade-codes';
import { FAILED_TRADE_STATUSES, OPEN_PORTFOLIO_TRADE_STATUSES, inStatusGroup } from './trade-status-groups';
import type { CalendarDate } from '../calendar/calendar-date';

export const TRADE_STEP_TEXTS = {
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
  rebalanced: '完成调仓',
  income: '查看收益',
  incomeFrom: (date: string) => `${date} 起可查看收益`,
  arrive: '资金到账',
  toBao: '转入现金宝',
  arriveOn: (date: string) => `预计${date}到账`,
} as const;

/** What a timeline needs of an order (fund or portfolio). */
export interface TimelineSubject {
  status: number;
  direction: number;
  /** When the order was placed, as the timeline shows it ('YYYY-MM-DD HH:mm', Beijing). */
  submittedAt: string;
  amount: string;
  amount_refund: string | null;
  failure_notification: string;
  trade_date: CalendarDate;
  confirm_date: CalendarDate;
}

export interface FundTimelineSubject extends TimelineSubject {
  arrive_date: CalendarDate;
  /** A sell whose money goes into the cash treasure. */
  to_bao: boolean;
}

const step = (status: StatusStep['status'], title: string, desc: string): StatusStep => ({ status, title, desc });
const T = TRADE_STEP_TEXTS;

/** The first two steps of an undone or failed order, or null while it is open or went through. */
function endedSteps(o: TimelineSubject, paidIn: boolean, submitted: StatusStep): StatusStep[] | null {
  if (o.status === TradeStatus.Cancelled) return [submitted, step(TradeStepDisplay.Fail, T.cancelled, paidIn ? T.refunded(o.amount_refund ?? o.amount) : T.unfrozen)];
  if (inStatusGroup(FAILED_TRADE_STATUSES, o.status)) {
    return [submitted, step(TradeStepDisplay.Fail, o.direction === TradeDirection.Rebalance ? T.rebalanceFailed : T.failed, o.failure_notification)];
  }
  return null;
}

/** A fund order's steps; the later steps are drawn as not reached while it is entrusted. */
export function fundOrderSteps(o: FundTimelineSubject): StatusStep[] {
  const paidIn = (PAYING_DIRECTIONS as readonly number[]).includes(o.direction);
  const submitted = step(TradeStepDisplay.Active, T.submitted, o.submittedAt);
  const ended = endedSteps(o, paidIn, submitted);
  if (ended) return ended;
  const shown = o.status === TradeStatus.EntrustSucceed ? TradeStepDisplay.Disabled : TradeStepDisplay.Active;
  if (paidIn) {
    return [submitted, step(shown, T.confirmShares, T.byNav(o.confirm_date, o.trade_date, T.confirmShares)), step(shown, T.income, T.incomeFrom(o.confirm_date))];
  }
  return [submitted, step(shown, T.confirmAmount, T.byNav(o.confirm_date, o.trade_date, T.confirmAmount)), step(shown, o.to_bao ? T.toBao : T.arrive, T.arriveOn(o.arrive_date))];
}

/** A portfolio order's steps; `arriveDate` is when a sell's money arrives (its last child's arrival). */
export function portfolioOrderSteps(o: TimelineSubject, arriveDate: CalendarDate): StatusStep[] {
  const paidIn = o.direction === TradeDirection.Buy;
  const submitted = step(TradeStepDisplay.Active, T.submitted, o.submittedAt);
  const ended = endedSteps(o, paidIn, submitted);
  if (ended) return ended;
  const shown = inStatusGroup(OPEN_PORTFOLIO_TRADE_STATUSES, o.status) ? TradeStepDisplay.Disabled : TradeStepDisplay.Active;
  if (o.direction === TradeDirection.Rebalance) return [submitted, step(shown, T.confirmRebalance, T.byNav(o.confirm_date, o.trade_date, T.rebalanced))];
  if (paidIn) {
    return [submitted, step(shown, T.confirmShares, T.byNav(o.confirm_date, o.trade_date, T.confirmShares)), step(shown, T.income, T.incomeFrom(o.confirm_date))];
  }
  return [submitted, step(shown, T.confirmAmount, T.byNav(o.confirm_date, o.trade_date, T.confirmAmount)), step(shown, T.arrive, T.arriveOn(arriveDate))];
}
