import type { Clock } from './index-types';

/** The real clock, for hosts that have the standard timers (all of ours do). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};
