import type { Clock } from '@fund/core/ports';
import { ServerClock } from './server-clock';

const DAY_MS = 86_400_000;

describe('the server clock', () => {
  it('is core\'s Clock port: epoch milliseconds from now(), real timers', () => {
    const clock: Clock = new ServerClock(() => 1_000);
    expect(clock.now()).toBe(1_000);
    const handle = clock.setTimeout(() => undefined, 60_000);
    clock.clearTimeout(handle);
  });

  it('runs with its source plus the offset it was moved by, never backward', () => {
    let real = 10 * DAY_MS;
    const clock = new ServerClock(() => real);
    clock.advance({ days: 2 });
    expect(clock.now()).toBe(12 * DAY_MS);
    real += 1_000;
    expect(clock.instant()).toEqual(new Date(12 * DAY_MS + 1_000));
    clock.advance({ to: new Date(0) });
    expect(clock.now()).toBe(12 * DAY_MS + 1_000);
    clock.adoptOffset(DAY_MS);
    expect(clock.offset).toBe(2 * DAY_MS);
    clock.adoptOffset(3 * DAY_MS);
    expect(clock.now()).toBe(13 * DAY_MS + 1_000);
  });

  it('stands still once pinned, and moves from the pin', () => {
    let real = 0;
    const clock = new ServerClock(() => real);
    clock.set(new Date(5 * DAY_MS));
    real += 60_000;
    expect(clock.now()).toBe(5 * DAY_MS);
    expect(clock.advance({ days: 1, to: new Date(7 * DAY_MS) })).toEqual(new Date(7 * DAY_MS));
    clock.adoptOffset(DAY_MS);
    expect(clock.now()).toBe(7 * DAY_MS);
  });
});
