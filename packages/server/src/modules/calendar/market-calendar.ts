// The trading calendar over the seeded `trading_days` table. The seed covers history up to its as-of
// date; the engine extends the table forward by the exchange rule (weekdays minus holidays) as the
// clock advances, so every lookup of a next trading day is answered from the table.
import { type Kysely } from 'kysely';
import { addDays, type TradingCalendar, isBeforeCutOff, beijingDate } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { EXCHANGE_HOLIDAYS, isTradingDay } from '../../market-model/calendar';
import { insertTradingDays, lastTradingDayHeld, tradingDaysFrom } from './trading-days-repo';

/** How far ahead of today the table is kept filled: longer than any closure plus T+n settlement. */
export const CALENDAR_HORIZON_DAYS = 120;

export interface MarketCalendar extends TradingCalendar {
  /** The first trading day strictly after `date`. */
  nextTradingDay(date: string): string;
  /** The date itself if it trades, else the next trading day. */
  onOrNext(date: string): string;
  /** `n` trading days after `date` (n >= 0; 0 is onOrNext). */
  addTradingDays(date: string, n: number): string;
  /** Trading days in (from, to], oldest first. */
  between(from: string, to: string): string[];
}

/**
 * The exchange rule for days past the seed: its holiday table, and for years the table does not list
 * yet, at least New Year's Day (the one closure whose date never moves); the rest comes with the notice.
 */
export function isExchangeOpen(day: string): boolean {
  const listed = EXCHANGE_HOLIDAYS[Number(day.slice(0, 4))] !== undefined;
  return isTradingDay(day) && (listed || day.slice(5) !== '01-01');
}

export async function ensureCalendarThrough(db: Kysely<DB>, date: string): Promise<void> {
  const last = await lastTradingDayHeld(db);
  const target = addDays(date, CALENDAR_HORIZON_DAYS);
  let day = last ? addDays(last, 1) : addDays(date, -10);
  const add: string[] = [];
  while (day <= target) {
    if (isExchangeOpen(day)) add.push(day);
    day = addDays(day, 1);
  }
  if (add.length > 0) await insertTradingDays(db, add);
}

function calendarOver(days: readonly string[], from: string): MarketCalendar {
  const open = new Set(days);
  const isOpen = (d: string): boolean => (d < from ? isExchangeOpen(d) : open.has(d));
  const nextTradingDay = (d: string): string => {
    let day = addDays(d, 1);
    for (let i = 0; i < 60; i += 1, day = addDays(day, 1)) if (isOpen(day)) return day;
    throw new RangeError(`${d} 之后没有交易日`);
  };
  const onOrNext = (d: string): string => (isOpen(d) ? d : nextTradingDay(d));
  return {
    isTradingDay: isOpen,
    nextTradingDay,
    onOrNext,
    addTradingDays(d, n) {
      let day = onOrNext(d);
      for (let i = 0; i < n; i += 1) day = nextTradingDay(day);
      return day;
    },
    between(a, b) {
      return days.filter((d) => d > a && d <= b);
    },
  };
}

// The table only grows at its end, by the rule above: once filled for a date, the days read for it stay
// right, so every order of the day reuses them instead of two reads (one of ~500 rows). Kept per database
// (a transaction shares its database's adapter object), one date at a time.
const recent = new WeakMap<object, { date: string; calendar: MarketCalendar }>();

/** Loads the calendar from the table (filled through `date` + the horizon first). */
export async function loadCalendar(db: Kysely<DB>, date: string): Promise<MarketCalendar> {
  const database = db.getExecutor().adapter;
  const kept = recent.get(database);
  if (kept?.date === date) return kept.calendar;
  await ensureCalendarThrough(db, date);
  const from = addDays(date, -400);
  const calendar = calendarOver(await tradingDaysFrom(db, from), from);
  recent.set(database, { date, calendar });
  return calendar;
}

/** The trade date of an order placed at `at`: today before 15:00 on a trading day, else the next trading day. */
export function tradeDateOf(calendar: MarketCalendar, at: Date): string {
  const today = beijingDate(at);
  if (calendar.isTradingDay(today) && isBeforeCutOff(at)) return today;
  return calendar.nextTradingDay(today);
}
