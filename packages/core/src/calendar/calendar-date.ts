// YYYY-MM-DD dates and Beijing time over dayjs in UTC mode only: no device time zone, no Intl, so every
// mini-program engine and server zone reads the same day (why not the timezone plugin: docs/DATES.md).
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** A calendar date as "YYYY-MM-DD". */
export type CalendarDate = string;

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date at 00:00 UTC; throws unless the text is a real date (2023-02-29 is not). Years 0100 on. */
function utcDay(text: CalendarDate): Dayjs {
  const parts = DATE_TEXT.exec(text);
  const day = parts ? dayjs.utc(text) : null;
  // dayjs rolls 02-30 over to 03-01 (and 0050 to 1950): a real date reads back as written.
  if (!parts || !day || day.year() !== Number(parts[1]) || day.month() + 1 !== Number(parts[2]) || day.date() !== Number(parts[3])) {
    throw new RangeError(`不是有效的日期: "${text}"`);
  }
  return day;
}

export function parseCalendarDate(text: CalendarDate): { y: number; m: number; d: number } {
  const day = utcDay(text);
  return { y: day.year(), m: day.month() + 1, d: day.date() };
}

export function isCalendarDate(text: string): boolean {
  try {
    utcDay(text);
    return true;
  } catch {
    return false;
  }
}

/** Pads the parts as given (no check: isCalendarDate says whether they make a date). */
export function formatCalendarDate(y: number, m: number, d: number): CalendarDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 28 ... 31, or 0 for a month number outside 1 ... 12. */
export function daysInMonth(y: number, m: number): number {
  return m >= 1 && m <= 12 ? utcDay(formatCalendarDate(y, m, 1)).daysInMonth() : 0;
}

export function isLeapYear(y: number): boolean {
  return daysInMonth(y, 2) === 29;
}

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** Days since 1970-01-01 (negative before it). */
export function toDayNumber(date: CalendarDate): number {
  return utcDay(date).valueOf() / DAY_MS;
}

export function fromDayNumber(n: number): CalendarDate {
  return dayjs.utc(n * DAY_MS).format(DATE_FORMAT);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return utcDay(date).add(days, 'day').format(DATE_FORMAT);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return utcDay(to).diff(utcDay(from), 'day');
}

/** The same day `months` later (earlier when negative), clamped to that month's end: 03-31 minus one month is 02-28. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  return utcDay(date).add(months, 'month').format(DATE_FORMAT);
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return utcDay(date).day() || 7;
}

/** The date `months` months later (or earlier) on `day` of that month; throws if that month lacks the day. */
export function monthDate(date: CalendarDate, months: number, day: number): CalendarDate {
  const month = utcDay(date).date(1).add(months, 'month');
  if (!Number.isInteger(day) || day < 1 || day > month.daysInMonth()) throw new RangeError(`该月没有${day}日`);
  return month.date(day).format(DATE_FORMAT);
}

// Beijing time (China Standard Time) is UTC+8 all year: China has kept no daylight saving since 1991,
// so shifting the instant by the fixed offset and reading it in UTC gives the exact Beijing wall clock.
// Not dayjs's utcOffset(480): it shifts a local-zone Date and is an hour off near the device's own DST changes.
export const BEIJING_OFFSET_MINUTES = 8 * 60;
export const BEIJING_OFFSET_MS = BEIJING_OFFSET_MINUTES * MINUTE_MS;

/** An instant: a Date or epoch milliseconds (what a Clock's now() answers). */
export type Instant = Date | number;

/** The Beijing wall clock of an instant, as a dayjs in UTC mode. */
function beijingWallClock(at: Instant): Dayjs {
  return dayjs.utc((typeof at === 'number' ? at : at.getTime()) + BEIJING_OFFSET_MS);
}

// The last day asked for, with its bounds: the server asks for "today" on every market read (its cache key),
// and formatting a date costs more than the rest of a cache hit.
let lastDay = { from: 0, to: 0, date: '' };

/** The Beijing calendar date of an instant: the market's "today". */
export function beijingDate(at: Instant): CalendarDate {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (ms >= lastDay.from && ms < lastDay.to) return lastDay.date;
  const date = beijingWallClock(ms).format(DATE_FORMAT);
  const from = toDayNumber(date) * DAY_MS - BEIJING_OFFSET_MS;
  lastDay = { from, to: from + DAY_MS, date };
  return date;
}

/** Whole minutes since Beijing midnight (0 ... 1439). */
export function beijingMinutes(at: Instant): number {
  const wall = beijingWallClock(at);
  return wall.hour() * 60 + wall.minute();
}

/** The instant of a Beijing wall-clock time on a date, e.g. ('2026-11-20', 15 * 60) is 07:00Z. */
export function beijingInstant(date: CalendarDate, minutes = 0): Date {
  return utcDay(date).add(minutes - BEIJING_OFFSET_MINUTES, 'minute').toDate();
}

/** "YYYY-MM-DD HH:mm" in Beijing time, for timelines and stamps. */
export function beijingDateTime(at: Instant): string {
  return beijingWallClock(at).format('YYYY-MM-DD HH:mm');
}
