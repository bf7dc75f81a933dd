// The market's clock: Beijing (Asia/Shanghai, UTC+8 all year) time, the 15:00 cut-off, and an offset a
// development endpoint or a test moves forward. Orders, settlement and income all read time from here.
import { addDays } from '@fund/core/calendar';

export const CUT_OFF_MINUTES = 15 * 60;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant in Beijing time. */
export function shanghaiDate(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since Beijing midnight. */
export function shanghaiMinutes(at: Date): number {
  const ms = (at.getTime() + SHANGHAI_OFFSET_MS) % DAY_MS;
  return Math.floor(ms / 60_000);
}

/** The instant of a Beijing wall-clock time on a date, e.g. ('2026-11-20', 15 * 60) -> 07:00Z. */
export function shanghaiInstant(date: string, minutes = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SHANGHAI_OFFSET_MS + minutes * 60_000);
}

export function isBeforeCutOff(at: Date): boolean {
  return shanghaiMinutes(at) < CUT_OFF_MINUTES;
}

/** An injectable clock: real time plus an offset (development), or a fixed instant (tests). */
export class MarketClock {
  private offsetMs = 0;
  private fixed: number | null = null;

  constructor(private readonly source: () => number = () => Date.now()) {}

  now(): Date {
    return new Date(this.fixed ?? this.source() + this.offsetMs);
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
    const current = this.now().getTime();
    let target = current + (move.days ?? 0) * DAY_MS;
    if (move.to !== undefined) target = Math.max(target, move.to.getTime());
    target = Math.max(target, current);
    if (this.fixed !== null) this.fixed = target;
    else this.offsetMs += target - current;
    return this.now();
  }
}

export function dayAfter(date: string): string {
  return addDays(date, 1);
}

/** 'YYYY-MM-DD HH:mm' in Beijing time, for timelines. */
export function shanghaiDateTime(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
