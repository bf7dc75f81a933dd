// The one exact-decimal type for money, shares and NAV, and the one rounding helper every rule uses.
import BigModule from 'big.js';

export type Decimal = BigModule;
export type DecimalInput = string | number | Decimal;

/**
 * A private constructor so our division precision and rounding mode never depend on (or change) the
 * global Big settings another module might touch. 20 places is far beyond NAV's 4, so every
 * intermediate quotient is exact enough before the explicit half-up rounding at the end.
 */
const D = BigModule();
D.DP = 20;
D.RM = BigModule.roundHalfUp;
// Plain numbers are allowed (a rate like 0.012 from a constant); strict mode would refuse them.
D.strict = false;

export const AMOUNT_DP = 2;
export const SHARES_DP = 2;
export const NAV_DP = 4;

// big.js accepts exponents too; we keep its grammar but refuse blanks, commas, NaN and Infinity.
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

function isDecimalInstance(x: unknown): x is Decimal {
  return x instanceof BigModule || x instanceof D;
}

/** Converts to an exact decimal; throws a TypeError on anything that is not a finite decimal. */
export function toDecimal(x: DecimalInput): Decimal {
  if (isDecimalInstance(x)) return new D(x);
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) throw new TypeError(`不是有限的数字: ${String(x)}`);
    return new D(x);
  }
  if (typeof x === 'string') {
    const text = x.trim();
    if (!DECIMAL_TEXT.test(text)) throw new TypeError(`不是有效的数字: "${x}"`);
    // big.js rejects a leading '+'.
    return new D(text.startsWith('+') ? text.slice(1) : text);
  }
  throw new TypeError(`不是有效的数字: ${String(x)}`);
}

/** Like toDecimal but for untrusted input (wire data, user text): null instead of throwing. */
export function parseDecimal(x: unknown): Decimal | null {
  if (typeof x !== 'string' && typeof x !== 'number' && !isDecimalInstance(x)) return null;
  try {
    return toDecimal(x);
  } catch {
    return null;
  }
}

/** The ONE rounding helper: half-up (ties away from zero), to dp places. Never shows "-0". */
export function roundHalfUp(x: Decimal, dp: number): Decimal {
  if (!Number.isInteger(dp) || dp < 0) throw new RangeError(`小数位数无效: ${dp}`);
  const r = new D(x).round(dp, BigModule.roundHalfUp);
  return r.eq(0) ? new D(0) : r;
}

export function isZero(x: DecimalInput): boolean {
  return toDecimal(x).eq(0);
}

/** -1, 0 or 1, for sorting and comparisons across strings, numbers and decimals. */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const c = toDecimal(a).cmp(toDecimal(b));
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

/** Fixed-scale text without "-0.00": toFixed on a negative zero would keep the sign. */
function toFixedText(x: DecimalInput, dp: number): string {
  return roundHalfUp(toDecimal(x), dp).toFixed(dp);
}

/** An amount on the wire: exactly 2 places, e.g. "1185.77". */
export function toAmountString(x: DecimalInput): string {
  return toFixedText(x, AMOUNT_DP);
}

/** Shares on the wire: exactly 2 places. */
export function toSharesString(x: DecimalInput): string {
  return toFixedText(x, SHARES_DP);
}

/** A NAV on the wire: exactly 4 places, e.g. "1.1800". */
export function toNavString(x: DecimalInput): string {
  return toFixedText(x, NAV_DP);
}
