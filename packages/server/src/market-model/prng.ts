// A seeded PRNG (mulberry32) with integer-only helpers, so the demo market is the same on every
// machine and every run: no Math.random, and no Math.log/cos whose last bits may differ by engine.
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next unsigned 32-bit integer. */
  nextU32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    const span = max - min + 1;
    return min + (this.nextU32() % span);
  }

  /** True with the given chance in percent. */
  chance(percent: number): boolean {
    return this.int(0, 99) < percent;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /**
   * A bell-shaped integer with mean 0 and standard deviation about `sd` (sum of four uniforms,
   * Irwin-Hall), computed in integers only.
   */
  bell(sd: number): number {
    let sum = 0;
    for (let i = 0; i < 4; i += 1) sum += this.nextU32() >>> 16;
    // Four uniforms on [0, 65535] sum to a mean of 131070 with a standard deviation of about 37837.
    return Math.trunc(((sum - 131070) * sd) / 37837);
  }
}
