// The money calendar (issue 24, B3): what will happen to the user's money in a month, built from their own
// data: plan debits (the plan's next date, then core's plan schedule on the trading calendar), buys
// confirming, redemptions arriving (the order's settlement dates), dividends paid on held funds, the cash
// treasure's next income and coupons expiring. Each entry links to its record.
import { addDays, onOrNextTradingDay, type CalendarDate, type TradingCalendar } from '../../calendar';
import { nextDeductionDate } from '../../plan/fixed-investment-plan';
import { PAYING_DIRECTIONS, TradeDirection, type TradeDirection as Direction } from '../../trade/trade-codes';
import { FUND_TRADE_URLS } from '../../trade/fund-buy-flow';
import { cardLink } from '../../assistant/card-links';
import { INSIGHT_URLS } from '../insight-urls';
import { MONEY_CALENDAR_TEXTS as T, MONEY_EVENT_TEXTS } from './money-calendar-texts';
import { monthBounds } from './month-range';

export type MoneyEventKind = 'plan-debit' | 'buy-confirm' | 'redeem-arrive' | 'dividend' | 'bao-income' | 'coupon-expiry';
const KIND_ORDER: readonly MoneyEventKind[] = ['plan-debit', 'buy-confirm', 'redeem-arrive', 'dividend', 'bao-income', 'coupon-expiry'];

export interface MoneyEvent {
  date: CalendarDate;
  kind: MoneyEventKind;
  title: string;
  detail: string;
  /** Yuan, when it is known. */
  amount: string | null;
  /** The record's page. */
  url: string;
  /** Before today: it has happened. */
  done: boolean;
}

export interface CalendarPlan { id: number; fundName: string; amount: string; periodUnit: number; tradeDay: number; nextDate: CalendarDate | null; cardText: string }
export interface CalendarOrder { id: number; fundName: string; direction: number; amount: string; amountConfirm: string | null; confirmDate: CalendarDate; arriveDate: CalendarDate }
export interface CalendarDividend { fundId: number; fundName: string; payDate: CalendarDate; perShare: string }
export interface CalendarCoupon { id: number; name: string; amount: string; effectiveTo: CalendarDate }

export interface MoneyCalendarInput {
  month: string;
  today: CalendarDate;
  calendar: TradingCalendar;
  /** Working plans. */
  plans: readonly CalendarPlan[];
  /** Orders that did not fail or get cancelled. */
  orders: readonly CalendarOrder[];
  dividends: readonly CalendarDividend[];
  baoHeld: boolean;
  /** Unused coupons. */
  coupons: readonly CalendarCoupon[];
}

/** Guards the plan loop: a weekly plan debits at most 6 times a month. */
const MAX_DEBITS_A_MONTH = 6;

/** A plan's debits in [from, to]: its stored next date, then each next one by the plan's schedule. */
export function planDebits(plan: CalendarPlan, from: CalendarDate, to: CalendarDate, calendar: TradingCalendar): CalendarDate[] {
  const dates: CalendarDate[] = [];
  let date = plan.nextDate;
  for (let i = 0; date !== null && date <= to && dates.length < MAX_DEBITS_A_MONTH && i < 60; i += 1) {
    if (date >= from) dates.push(date);
    date = nextDeductionDate({ periodUnit: plan.periodUnit, tradeDay: plan.tradeDay, from: addDays(date, 1), calendar });
  }
  return dates;
}

export function buildMoneyCalendar(input: MoneyCalendarInput): MoneyEvent[] {
  const { start, end } = monthBounds(input.month);
  const inMonth = (d: CalendarDate) => d >= start && d <= end;
  const event = (date: CalendarDate, kind: MoneyEventKind, title: string, detail: string, amount: string | null, url: string): MoneyEvent => ({
    date, kind, title: `${title} ${MONEY_EVENT_TEXTS[kind]}`.trim(), detail, amount, url, done: date < input.today,
  });
  const events: MoneyEvent[] = [];
  // Debits already made are orders now; only the ones to come are the plan's.
  const from = input.today > start ? input.today : start;
  for (const plan of input.plans) {
    for (const date of planDebits(plan, from, end, input.calendar)) {
      events.push(event(date, 'plan-debit', plan.fundName, T.planDetail(plan.cardText), plan.amount, cardLink('plan', { id: String(plan.id) })));
    }
  }
  for (const o of input.orders) {
    const url = FUND_TRADE_URLS.tradeDetail(o.id);
    if (PAYING_DIRECTIONS.includes(o.direction as Direction) && inMonth(o.confirmDate)) events.push(event(o.confirmDate, 'buy-confirm', o.fundName, T.buyDetail, o.amount, url));
    if (o.direction === TradeDirection.Sell && inMonth(o.arriveDate)) {
      events.push(event(o.arriveDate, 'redeem-arrive', o.fundName, o.amountConfirm === null ? T.redeemPending : T.redeemDetail, o.amountConfirm, url));
    }
  }
  for (const d of input.dividends) {
    if (inMonth(d.payDate)) events.push(event(d.payDate, 'dividend', d.fundName, T.dividendDetail(d.perShare), null, cardLink('holding', { id: String(d.fundId) })));
  }
  if (input.baoHeld && end >= input.today) {
    const next = onOrNextTradingDay(from, input.calendar);
    if (inMonth(next)) events.push(event(next, 'bao-income', '', T.baoDetail, null, cardLink('bao')));
  }
  for (const c of input.coupons) {
    if (inMonth(c.effectiveTo) && c.effectiveTo >= input.today) events.push(event(c.effectiveTo, 'coupon-expiry', '', T.couponDetail(c.name), c.amount, INSIGHT_URLS.coupons));
  }
  return events.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)));
}
