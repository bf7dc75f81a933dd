// The undo rule (spec 03): an order still entrusted may be undone until 15:00 Beijing time of its trade date;
// a portfolio order only while it is open and every child fund order could be undone too. The server's undo
// services and the allow_undo flag of every detail answer read this one rule.
import { TradeDirection, TradeStatus } from './trade-codes';
import { OPEN_PORTFOLIO_TRADE_STATUSES, inStatusGroup } from './trade-status-groups';
import { beijingInstant, type CalendarDate } from '../calendar/calendar-date';
import { CUT_OFF_MINUTES } from '../calendar/trading-calendar';

/** Fund orders the investor placed and may take back; dividends and forced moves are not theirs to undo. */
export const UNDOABLE_DIRECTIONS: readonly TradeDirection[] = [TradeDirection.Buy, TradeDirection.Sell, TradeDirection.Subscription, TradeDirection.FixedInvestment];

export interface UndoSubject {
  status: number;
  direction: number;
  /** The trade date ('YYYY-MM-DD', Beijing) the order was placed for. */
  trade_date: CalendarDate;
}

/** Why an undo is refused: the order cannot be undone at all, or no longer (the cut-off passed). */
export type UndoRefusal = 'notAllowed' | 'tooLate';

/** The instant of 15:00 Beijing time on the trade date: orders placed before it trade that day, and undo is possible until it. */
export function undoCutOff(tradeDate: CalendarDate): Date {
  return beijingInstant(tradeDate, CUT_OFF_MINUTES);
}

export function beforeUndoCutOff(tradeDate: CalendarDate, now: Date): boolean {
  return now.getTime() < undoCutOff(tradeDate).getTime();
}

/** null when the fund order may be undone now. */
export function fundUndoRefusal(order: UndoSubject, now: Date): UndoRefusal | null {
  if (order.status !== TradeStatus.EntrustSucceed || !(UNDOABLE_DIRECTIONS as readonly number[]).includes(order.direction)) return 'notAllowed';
  return beforeUndoCutOff(order.trade_date, now) ? null : 'tooLate';
}

export function canUndoFundOrder(order: UndoSubject, now: Date): boolean {
  return fundUndoRefusal(order, now) === null;
}

/** A child fund order of a portfolio order: still entrusted and before its own cut-off. */
function childUndoable(child: Omit<UndoSubject, 'direction'>, now: Date): boolean {
  return child.status === TradeStatus.EntrustSucceed && beforeUndoCutOff(child.trade_date, now);
}

/** null when the portfolio order may be undone now; a child past its cut-off makes it not allowed. */
export function portfolioUndoRefusal(order: Omit<UndoSubject, 'direction'>, children: readonly Omit<UndoSubject, 'direction'>[], now: Date): UndoRefusal | null {
  if (!inStatusGroup(OPEN_PORTFOLIO_TRADE_STATUSES, order.status) || children.some((c) => c.status !== TradeStatus.EntrustSucceed)) return 'notAllowed';
  if (!beforeUndoCutOff(order.trade_date, now)) return 'tooLate';
  return children.every((c) => childUndoable(c, now)) ? null : 'notAllowed';
}

export function canUndoPortfolioOrder(order: Omit<UndoSubject, 'direction'>, children: readonly Omit<UndoSubject, 'direction'>[], now: Date): boolean {
  return portfolioUndoRefusal(order, children, now) === null;
}

/** The re-check under lock: the child fund order of a portfolio undo may still be cancelled. */
export function canUndoPortfolioChild(child: Omit<UndoSubject, 'direction'>, now: Date): boolean {
  return childUndoable(child, now);
}
