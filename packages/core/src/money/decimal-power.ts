// Real powers of exact decimals: exp, ln and x^y at 24 places, for annualising returns and solving XIRR.
// big.js only raises to integer powers; a float Math.pow would make the same ledger give different rates
// on different engines, so the series below run in decimal at a precision far past what is ever shown.
import BigModule from 'big.js';
import type { Decimal, DecimalInput } from './decimal';
import { toDecimal } from './decimal';

/** The working precision: every result is rounded to this many places. */
export const POWER_DP = 24;
// Series terms are carried a little further than the result so the last place is right.
const P = BigModule();
P.DP = POWER_DP + 6;
P.RM = BigModule.roundHalfUp;
const EPSILON = new P(`1e-${POWER_DP + 4}`);
const ONE = new P(1);
const TWO = new P(2);

/** 2·atanh(z) = ln((1+z)/(1-z)), summed until a term is below the working precision; |z| < 1. */
function twoAtanh(z: BigModule): BigModule {
  const z2 = z.times(z).round(P.DP);
  let power = z;
  let sum = z;
  for (let k = 3; ; k += 2) {
    power = power.times(z2).round(P.DP);
    const term = power.div(k);
    if (term.abs().lt(EPSILON)) break;
    sum = sum.plus(term);
  }
  return sum.times(2);
}

let ln2Cache: BigModule | null = null;
/** ln 2, from z = 1/3 (each term a ninth of the last). */
function ln2(): BigModule {
  ln2Cache ??= twoAtanh(ONE.div(3));
  return ln2Cache;
}

function toP(x: DecimalInput): BigModule {
  return new P(toDecimal(x).toString());
}

function fromP(x: BigModule): Decimal {
  const r = x.round(POWER_DP);
  return toDecimal(r.eq(0) ? '0' : r.toString());
}

/** The natural logarithm; throws a RangeError for x ≤ 0. */
export function decimalLn(x: DecimalInput): Decimal {
  return fromP(lnP(toP(x)));
}

function lnP(x: BigModule): BigModule {
  if (x.lte(0)) throw new RangeError(`对数的参数必须为正: ${x.toString()}`);
  // Halve or double into [0.75, 1.5]: then |(y-1)/(y+1)| ≤ 0.2 and the series needs ~25 terms.
  let k = 0;
  let y = x;
  while (y.gt(1.5)) {
    y = y.div(TWO);
    k += 1;
  }
  while (y.lt(0.75)) {
    y = y.times(TWO);
    k -= 1;
  }
  return twoAtanh(y.minus(1).div(y.plus(1))).plus(ln2().times(k));
}

/** e^x. */
export function decimalExp(x: DecimalInput): Decimal {
  return fromP(expP(toP(x)));
}

function expP(x: BigModule): BigModule {
  // x = n·ln2 + r with |r| ≤ ln2/2, so e^x = 2^n · e^r and the Taylor series of e^r converges fast.
  const n = Number(x.div(ln2()).round(0, BigModule.roundHalfEven).toString());
  if (!Number.isSafeInteger(n) || Math.abs(n) > 4000) throw new RangeError(`指数超出范围: ${x.toString()}`);
  const r = x.minus(ln2().times(n));
  let term = ONE;
  let sum = ONE;
  for (let k = 1; ; k += 1) {
    term = term.times(r).div(k);
    if (term.abs().lt(EPSILON)) break;
    sum = sum.plus(term);
  }
  return n >= 0 ? sum.times(TWO.pow(n)) : sum.div(TWO.pow(-n));
}

/**
 * x^n for an integer n by squaring, each product rounded to the working precision (big.js's own pow keeps
 * every digit, which explodes for n in the hundreds).
 */
export function decimalPowInt(x: DecimalInput, n: number): Decimal {
  if (!Number.isSafeInteger(n)) throw new RangeError(`整数指数无效: ${n}`);
  // A negative power is a positive power of the reciprocal (dividing once keeps small bases exact longer).
  let base = n >= 0 ? toP(x) : ONE.div(toP(x));
  let result = ONE;
  for (let k = Math.abs(n); k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result = result.times(base).round(P.DP);
    if (k > 1) base = base.times(base).round(P.DP);
  }
  return fromP(result);
}

/** base^exponent for a positive base and any decimal exponent (e.g. (1 + r)^(days / 365)). */
export function decimalPow(base: DecimalInput, exponent: DecimalInput): Decimal {
  const b = toP(base);
  const e = toP(exponent);
  if (e.eq(0)) return toDecimal(1);
  if (b.eq(1)) return toDecimal(1);
  return fromP(expP(lnP(b).times(e)));
}
