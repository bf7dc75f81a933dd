// The money calendar of a month (issue 24, B3): the user's own plans, orders, held funds' dividends, cash
// treasure and coupons, turned into entries by core's rules on the market's trading calendar.
import type { Kysely } from 'kysely';
import { beijingDate } from '@fund/core/calendar';
import { toDecimal } from '@fund/core/money';
import {
  CALENDAR_MONTHS_AHEAD, CALENDAR_MONTHS_BACK, INSIGHTS_MESSAGES, MONEY_EVENT_TEXTS, buildMoneyCalendar, isCalendarMonth, monthBounds, monthOf, shiftMonth,
  type MoneyCalendarAnswer,
} from '@fund/core/assets';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { loadCalendar } from '../calendar/market-calendar';
import { bankById } from '../card/banks';
import { couponsExpiringIn, dividendsOnHeld, holdsBao, ordersSettlingIn, workingPlans } from './money-calendar-repo';

const money = (x: string | null) => (x === null ? null : toDecimal(x).toFixed(2));

export async function moneyCalendarOf(db: Kysely<DB>, userId: number, query: { month?: string }, now: Date): Promise<MoneyCalendarAnswer> {
  const today = beijingDate(now);
  const month = query.month ?? monthOf(today);
  if (!isCalendarMonth(month, today)) throw detailError(400, INSIGHTS_MESSAGES.badMonth);
  const { start, end } = monthBounds(month);
  const calendar = await loadCalendar(db, today);
  const [plans, orders, dividends, baoHeld, coupons] = await Promise.all([
    workingPlans(db, userId),
    ordersSettlingIn(db, userId, start, end),
    dividendsOnHeld(db, userId, start, end),
    holdsBao(db, userId),
    couponsExpiringIn(db, userId, start, end),
  ]);
  const events = buildMoneyCalendar({
    month, today, calendar, baoHeld,
    plans: plans.map((p) => ({ id: p.id, fundName: p.abbr_name, amount: toDecimal(p.amount).toFixed(2), periodUnit: p.period_unit, tradeDay: p.trade_day, nextDate: p.next_date, cardText: `${bankById(p.bank_id)?.name ?? ''}(${p.card_tail})` })),
    orders: orders.map((o) => ({ id: o.id, fundName: o.abbr_name, direction: o.direction, amount: toDecimal(o.amount).toFixed(2), amountConfirm: money(o.amount_confirm), confirmDate: o.confirm_date, arriveDate: o.arrive_date })),
    dividends: dividends.map((d) => ({ fundId: d.fund_id, fundName: d.abbr_name, payDate: d.pay_date, perShare: toDecimal(d.per_share ?? 0).toFixed(4) })),
    coupons: coupons.map((c) => ({ id: c.id, name: c.name, amount: toDecimal(c.amount).toFixed(2), effectiveTo: c.effective_to })),
  });
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month, today,
    previous: previous >= shiftMonth(monthOf(today), -CALENDAR_MONTHS_BACK) ? previous : null,
    next: next <= shiftMonth(monthOf(today), CALENDAR_MONTHS_AHEAD) ? next : null,
    events: events.map((e) => ({ ...e, kind_display: MONEY_EVENT_TEXTS[e.kind] })),
  };
}
