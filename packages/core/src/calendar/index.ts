// Calendar dates as plain YYYY-MM-DD arithmetic, and the trading-calendar port.
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
  isoWeekday,
  monthDate,
} from './calendar-date';
export type { TradingCalendar } from './trading-calendar';
export { weekdayCalendar, MAX_CLOSED_DAYS, onOrNextTradingDay } from './trading-calendar';
