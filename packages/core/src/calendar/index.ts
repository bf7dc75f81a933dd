// Calendar dates (YYYY-MM-DD over dayjs in UTC mode), Beijing time, and the trading-calendar port.
export type { CalendarDate } from './calendar-date';
export {
  isLeapYear,
  daysInMonth,
  parseCalendarDate,
  isCalendarDate,
  formatCalendarDate,
  toDayNumber,
  fromDayNumber,
  addDays,
  addMonths,
  daysBetween,
  isoWeekday,
  monthDate,
} from './calendar-date';
export type { TradingCalendar } from './trading-calendar';
export { weekdayCalendar, MAX_CLOSED_DAYS, onOrNextTradingDay } from './trading-calendar';
export type { Instant } from './calendar-date';
export { BEIJING_OFFSET_MINUTES, beijingDate, beijingMinutes, beijingInstant, beijingDateTime } from './calendar-date';
export { CUT_OFF_MINUTES, isBeforeCutOff } from './trading-calendar';
