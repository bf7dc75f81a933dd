// The trading-calendar port: exchanges close on weekends and holidays that only the host knows.
import type { CalendarDate } from './calendar-date';
import { addDays, beijingMinutes, isoWeekday, type Instant } from './calendar-date';

export interface TradingCalendar {
  /** date is "YYYY-MM-DD". */
  isTradingDay(date: CalendarDate): boolean;
}

/** A calendar with weekends closed and the given holidays closed; the server seeds it, tests use it. */
export function weekdayCalendar(holidays: Iterable<CalendarDate> = []): TradingCalendar {
  const closed = new Set(holidays);
  return { isTradingDay: (date) => isoWeekday(date) <= 5 && !closed.has(date) };
}

/** Longer than any exchange closure (the Spring Festival week plus weekends), so a broken calendar fails loudly. */
export const MAX_CLOSED_DAYS = 30;

/** The date itself if it trades, else the next trading day. */
export function onOrNextTradingDay(date: CalendarDate, calendar: TradingCalendar): CalendarDate {
  let day = date;
  for (let i = 0; i <= MAX_CLOSED_DAYS; i += 1) {
    if (calendar.isTradingDay(day)) return day;
    day = addDays(day, 1);
  }
  throw new RangeError(`${date} 之后 ${MAX_CLOSED_DAYS} 天内没有交易日`);
}

/** Orders placed before 15:00 Beijing time on a trading day take that day's NAV; later ones the next day's. */
export const CUT_OFF_MINUTES = 15 * 60;

export function isBeforeCutOff(at: Instant): boolean {
  return beijingMinutes(at) < CUT_OFF_MINUTES;
}
