// Plain YYYY-MM-DD date arithmetic on day numbers, so no device time zone can shift a date.

/** A calendar date as "YYYY-MM-DD". */
export type CalendarDate = string;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

// Days from civil (H. Hinnant): day 0 is 1970-01-01, for any proleptic Gregorian date.
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(n: number): { y: number; m: number; d: number } {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
}

export function parseCalendarDate(text: CalendarDate): { y: number; m: number; d: number } {
  const match = DATE_TEXT.exec(text);
  const y = Number(match?.[1]);
  const m = Number(match?.[2]);
  const d = Number(match?.[3]);
  if (!match || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) throw new RangeError(`不是有效的日期: "${text}"`);
  return { y, m, d };
}

export function isCalendarDate(text: string): boolean {
  try {
    parseCalendarDate(text);
    return true;
  } catch {
    return false;
  }
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function formatCalendarDate(y: number, m: number, d: number): CalendarDate {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

export function toDayNumber(date: CalendarDate): number {
  const { y, m, d } = parseCalendarDate(date);
  return daysFromCivil(y, m, d);
}

export function fromDayNumber(n: number): CalendarDate {
  const { y, m, d } = civilFromDays(n);
  return formatCalendarDate(y, m, d);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The date `months` months later (or earlier) on `day` of that month; throws if that month lacks the day. */
export function monthDate(date: CalendarDate, months: number, day: number): CalendarDate {
  const { y, m } = parseCalendarDate(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`该月没有${day}日`);
  return formatCalendarDate(year, month, day);
}

// Beijing time (China Standard Time) is UTC+8 all year: China has kept no daylight saving since 1991,
// so a fixed offset gives the exact Beijing wall clock of any instant, on any device or server zone.
export const BEIJING_OFFSET_MINUTES = 8 * 60;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
export const BEIJING_OFFSET_MS = BEIJING_OFFSET_MINUTES * MINUTE_MS;
export const DAY_MS = DAY_MINUTES * MINUTE_MS;

/** An instant: a Date or epoch milliseconds (what a Clock's now() answers). */
export type Instant = Date | number;

function epochMs(at: Instant): number {
  return typeof at === 'number' ? at : at.getTime();
}

/** The Beijing calendar date of an instant: the market's "today". */
export function beijingDate(at: Instant): CalendarDate {
  return fromDayNumber(Math.floor((epochMs(at) + BEIJING_OFFSET_MS) / DAY_MS));
}

/** Whole minutes since Beijing midnight (0 ... 1439). */
export function beijingMinutes(at: Instant): number {
  const ms = epochMs(at) + BEIJING_OFFSET_MS;
  return Math.floor((ms - Math.floor(ms / DAY_MS) * DAY_MS) / MINUTE_MS);
}

/** The instant of a Beijing wall-clock time on a date, e.g. ('2026-11-20', 15 * 60) is 07:00Z. */
export function beijingInstant(date: CalendarDate, minutes = 0): Date {
  return new Date(toDayNumber(date) * DAY_MS - BEIJING_OFFSET_MS + minutes * MINUTE_MS);
}

/** "YYYY-MM-DD HH:mm" in Beijing time, for timelines and stamps. */
export function beijingDateTime(at: Instant): string {
  const minutes = beijingMinutes(at);
  return `${beijingDate(at)} ${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}
