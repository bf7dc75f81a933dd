// Check-in: the days in a row ending today (or yesterday, when today is not checked yet) and the coins
// each day of a streak earns; the week's table repeats after the 7th day.
import { addDays } from '../calendar/calendar-date';

/** Coins for day 1..7 of a streak. */
export const CHECKIN_COINS = [5, 5, 10, 10, 15, 15, 30] as const;

/** Days in a row among `dates` (YYYY-MM-DD) ending on `today`, or on the day before when today is missing. */
export function checkinStreak(dates: readonly string[], today: string): number {
  const set = new Set(dates);
  let day = set.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (set.has(day)) {
    n += 1;
    day = addDays(day, -1);
  }
  return n;
}

/** Coins for the check-in that makes a streak `days` long. */
export function checkinCoins(days: number): number {
  const index = (Math.max(1, days) - 1) % CHECKIN_COINS.length;
  return CHECKIN_COINS[index] ?? CHECKIN_COINS[0];
}
