// A holding's NAV status for today (issue 24, B2). Apps may no longer show intraday estimates, so each
// holding says whether its figure uses the NAV of the latest trading day (已更新), an earlier one because
// today's is not out yet (待更新), or an earlier one because QDII funds publish a day or two later.
import { addDays, type CalendarDate, type TradingCalendar, MAX_CLOSED_DAYS } from '../../calendar';
import { roundHalfUp, toDecimal, type Decimal, type DecimalInput } from '../../money';

export type NavStatus = 'updated' | 'pending' | 'qdii-lag';

/** The date itself if it trades, else the trading day before it. */
export function onOrPreviousTradingDay(date: CalendarDate, calendar: TradingCalendar): CalendarDate {
  let day = date;
  for (let i = 0; i <= MAX_CLOSED_DAYS; i += 1) {
    if (calendar.isTradingDay(day)) return day;
    day = addDays(day, -1);
  }
  throw new RangeError(`${date} 之前 ${MAX_CLOSED_DAYS} 天内没有交易日`);
}

export interface NavStatusInput {
  today: CalendarDate;
  /** The date of the fund's latest published NAV; null before it has one. */
  navDate: CalendarDate | null;
  isQdii: boolean;
  calendar: TradingCalendar;
}

/** Confirmed when the NAV is that of the latest trading day (today on a trading day, else the last one). */
export function navStatus(input: NavStatusInput): NavStatus {
  const latest = onOrPreviousTradingDay(input.today, input.calendar);
  if (input.navDate !== null && input.navDate >= latest) return 'updated';
  return input.isQdii ? 'qdii-lag' : 'pending';
}

export interface PricedHolding {
  worth: DecimalInput;
  status: NavStatus;
}

/** How much of the total is priced at confirmed NAVs, with its percentage (2 places, half-up; 0 of 0 is 100%). */
export function confirmedShare(holdings: readonly PricedHolding[]): { total: Decimal; confirmed: Decimal; percent: Decimal } {
  const total = holdings.reduce((s, h) => s.plus(h.worth), toDecimal(0));
  const confirmed = holdings.filter((h) => h.status === 'updated').reduce((s, h) => s.plus(h.worth), toDecimal(0));
  const percent = total.gt(0) ? roundHalfUp(confirmed.div(total).times(100), 2) : toDecimal(100);
  return { total, confirmed, percent };
}
