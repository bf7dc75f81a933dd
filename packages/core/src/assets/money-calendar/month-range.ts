// The months the money calendar answers: a year back (what happened) to two months ahead (the trading
// calendar is known that far, with room for T+n settlement after the month's last day).
import { addMonths, daysInMonth, formatCalendarDate, isoWeekday, type CalendarDate } from '../../calendar';

export const CALENDAR_MONTHS_BACK = 12;
export const CALENDAR_MONTHS_AHEAD = 2;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' as numbers, or null for anything else. */
export function parseMonth(month: string): { y: number; m: number } | null {
  const match = MONTH.exec(month);
  return match ? { y: Number(match[1]), m: Number(match[2]) } : null;
}

export const monthOf = (date: CalendarDate): string => date.slice(0, 7);

/** The month `k` months after `month` (k may be negative). */
export function shiftMonth(month: string, k: number): string {
  const p = parseMonth(month);
  if (p === null) throw new RangeError(`月份无效: ${month}`);
  return monthOf(addMonths(`${month}-01`, k));
}

export function monthBounds(month: string): { start: CalendarDate; end: CalendarDate } {
  const p = parseMonth(month);
  if (p === null) throw new RangeError(`月份无效: ${month}`);
  return { start: formatCalendarDate(p.y, p.m, 1), end: formatCalendarDate(p.y, p.m, daysInMonth(p.y, p.m)) };
}

/** Whether the calendar answers `month` on `today`. */
export function isCalendarMonth(month: string, today: CalendarDate): boolean {
  if (parseMonth(month) === null) return false;
  return month >= shiftMonth(monthOf(today), -CALENDAR_MONTHS_BACK) && month <= shiftMonth(monthOf(today), CALENDAR_MONTHS_AHEAD);
}

/** The month as weeks Monday to Sunday, with null outside the month. */
export function monthWeeks(month: string): (CalendarDate | null)[][] {
  const { start } = monthBounds(month);
  const p = parseMonth(month)!;
  const cells: (CalendarDate | null)[] = Array.from({ length: isoWeekday(start) - 1 }, () => null);
  for (let d = 1; d <= daysInMonth(p.y, p.m); d += 1) cells.push(formatCalendarDate(p.y, p.m, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
