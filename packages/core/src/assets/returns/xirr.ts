// XIRR, the money-weighted return: the yearly rate r at which the dated cash flows are worth nothing today,
// Σ aᵢ·(1+r)^(−dᵢ/365) = 0 (money put in negative, money taken out and the value at the end positive).
// Newton's method from a first guess, and bisection on a bracket when Newton leaves it or stalls; a ledger
// with no root (only money in, or only out) or a search that does not settle is said so, never a wrong rate.
import type { Decimal, DecimalInput } from '../../money';
import { decimalExp, decimalLn, decimalPowInt, toDecimal } from '../../money';
import type { CalendarDate } from '../../calendar';
import { toDayNumber } from '../../calendar';

export interface CashFlow {
  date: CalendarDate;
  /** Yuan: negative when the investor pays in, positive when money comes back (or is the end value). */
  amount: DecimalInput;
}

export type XirrResult =
  | { status: 'ok'; rate: Decimal; iterations: number }
  /** Every flow has the same sign (or there are none): no rate makes them balance. */
  | { status: 'no-solution' }
  | { status: 'no-convergence' };

/** A rate is found when two steps differ by less than this (a ten-billionth, far below the 0.01% shown). */
const TOLERANCE = toDecimal('1e-10');
const MAX_NEWTON = 30;
const MAX_BISECTION = 200;
/** The search range: from losing almost everything to a 10,000-fold gain a year. */
const LOWEST = toDecimal('-0.9999');
const HIGHEST = toDecimal('10000');

interface Dated {
  day: number;
  amount: Decimal;
}

/** f(r) and f'(r): v = (1+r)^(−1/365) once, then vᵈ by squaring for each flow's day count d. */
function valueAndSlope(flows: readonly Dated[], rate: Decimal): { value: Decimal; slope: Decimal } {
  const onePlus = rate.plus(1);
  const v = decimalExp(decimalLn(onePlus).div(-365));
  let value = toDecimal(0);
  let weighted = toDecimal(0);
  for (const f of flows) {
    const discounted = f.amount.times(decimalPowInt(v, f.day));
    value = value.plus(discounted);
    weighted = weighted.plus(discounted.times(f.day));
  }
  // d/dr of a·(1+r)^(−d/365) is −(d/365)·a·(1+r)^(−d/365−1).
  const slope = weighted.div(365).div(onePlus).times(-1);
  return { value, slope };
}

/** Money-weighted yearly return of dated cash flows (any order; days counted from the earliest). */
export function xirr(input: readonly CashFlow[]): XirrResult {
  const nonZero = input.map((f) => ({ date: f.date, amount: toDecimal(f.amount) })).filter((f) => !f.amount.eq(0));
  if (!nonZero.some((f) => f.amount.lt(0)) || !nonZero.some((f) => f.amount.gt(0))) return { status: 'no-solution' };
  const first = Math.min(...nonZero.map((f) => toDayNumber(f.date)));
  const flows: Dated[] = nonZero.map((f) => ({ day: toDayNumber(f.date) - first, amount: f.amount }));
  // All on one day: the flows either cancel (any rate) or cannot; neither is a return.
  if (flows.every((f) => f.day === 0)) return { status: 'no-solution' };

  let rate = firstGuess(flows);
  for (let i = 1; i <= MAX_NEWTON; i += 1) {
    const { value, slope } = valueAndSlope(flows, rate);
    if (slope.eq(0)) break;
    const next = rate.minus(value.div(slope));
    if (next.lte(LOWEST) || next.gt(HIGHEST)) break;
    if (next.minus(rate).abs().lt(TOLERANCE)) return { status: 'ok', rate: next, iterations: i };
    rate = next;
  }
  return bisect(flows);
}

/** The simple return over the flows' span, annualised linearly: close enough for Newton to start from. */
function firstGuess(flows: readonly Dated[]): Decimal {
  const paid = flows.filter((f) => f.amount.lt(0)).reduce((s, f) => s.minus(f.amount), toDecimal(0));
  const back = flows.filter((f) => f.amount.gt(0)).reduce((s, f) => s.plus(f.amount), toDecimal(0));
  const span = Math.max(...flows.map((f) => f.day));
  const guess = back.minus(paid).div(paid).times(365).div(Math.max(span, 1));
  if (guess.lte('-0.9')) return toDecimal('-0.9');
  if (guess.gt(10)) return toDecimal(10);
  return guess;
}

function bisect(flows: readonly Dated[]): XirrResult {
  let lo = LOWEST;
  let hi = HIGHEST;
  let fLo = valueAndSlope(flows, lo).value;
  const fHi = valueAndSlope(flows, hi).value;
  if (fLo.eq(0)) return { status: 'ok', rate: lo, iterations: 0 };
  if (fLo.gt(0) === fHi.gt(0)) return { status: 'no-convergence' };
  for (let i = 1; i <= MAX_BISECTION; i += 1) {
    const mid = lo.plus(hi).div(2);
    const fMid = valueAndSlope(flows, mid).value;
    if (hi.minus(lo).lt(TOLERANCE) || fMid.eq(0)) return { status: 'ok', rate: mid, iterations: MAX_NEWTON + i };
    if (fMid.gt(0) === fLo.gt(0)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  return { status: 'no-convergence' };
}
