import type { Clock } from './index-types';

/** The real clock, for hosts that have the standard timers (all of ours do). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  // Core's own typings take any handle, the app's (DOM + node) do not; this file is compiled by both.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed under the app's typings
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};
