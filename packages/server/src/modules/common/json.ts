// Wire helpers of the research answers: decimals as rounded text, percents, seeded intraday detail, chained indexes.
import { type Decimal, type DecimalInput, roundHalfUp, toDecimal } from '@fund/core/money';

/** A rounded decimal as wire text: half-up to `dp` places. */
export function fixed(x: DecimalInput, dp: number): string {
  return roundHalfUp(toDecimal(x), dp).toFixed(dp);
}

/** (now / before - 1) * 100 with 2 places; null when there is no base. */
export function percentOf(now: DecimalInput, before: DecimalInput | null | undefined): string | null {
  if (before === null || before === undefined || toDecimal(before).eq(0)) return null;
  return fixed(toDecimal(now).div(before).minus(1).times(100), 2);
}

/** A small deterministic generator keyed by text (symbol, date): the demo market's intraday details. */
export function keyedSeed(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** One step of a chained index: level × (1 + move), kept to 8 places so long chains stay small and fast. */
export function chain(level: Decimal, move: DecimalInput): Decimal {
  return roundHalfUp(level.times(toDecimal(move).plus(1)), 8);
}
