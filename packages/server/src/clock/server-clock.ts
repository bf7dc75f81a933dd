// The server's one clock, built with the app (`app.clock`) and handed to every service: the market's
// time in Beijing terms is read from core's calendar; this holds only the instant, which a development
// endpoint or a test moves forward and a test may pin.
import type { Clock, TimerHandle } from '@fund/core/ports';

const DAY_MS = 86_400_000;

/** Core's Clock port, plus the development moves: real time plus an offset, or a pinned instant. */
export class ServerClock implements Clock {
  private offsetMs = 0;
  private fixed: number | null = null;

  constructor(private readonly source: () => number = () => Date.now()) {}

  /** Milliseconds since the epoch, as the market sees them. */
  now(): number {
    return this.fixed ?? this.source() + this.offsetMs;
  }

  /** now() as a Date, the form services stamp rows with. */
  instant(): Date {
    return new Date(this.now());
  }

  // Timers wait real time: a moved clock changes what time it is, not how long a second lasts.
  setTimeout(fn: () => void, ms: number): TimerHandle {
    return setTimeout(fn, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    clearTimeout(handle as Parameters<typeof clearTimeout>[0]);
  }

  /** How far ahead of real time the clock runs (0 unless moved; ignored while pinned). */
  get offset(): number {
    return this.offsetMs;
  }

  /** Takes an offset another node wrote (shared-clock.ts); never moves backward. */
  adoptOffset(ms: number): void {
    if (this.fixed === null && ms > this.offsetMs) this.offsetMs = ms;
  }

  /** Pins the clock to an instant (tests); later moves are relative to it. */
  set(at: Date): void {
    this.fixed = at.getTime();
  }

  /** Moves forward by whole days, or to an instant; never backward (orders must not travel in time). */
  advance(move: { days?: number; to?: Date }): Date {
    const current = this.now();
    let target = current + (move.days ?? 0) * DAY_MS;
    if (move.to !== undefined) target = Math.max(target, move.to.getTime());
    target = Math.max(target, current);
    if (this.fixed !== null) this.fixed = target;
    else this.offsetMs += target - current;
    return this.instant();
  }
}
