// A or C share class (issue 24, B5): A pays a front-end purchase fee, C none but a yearly sales service
// fee (销售服务费) accrued daily on what is invested; both pay sell fees by holding period. For an amount,
// the holding period from which A costs less for good. Costs at an unchanged NAV, so they are the fees alone.
import type { Decimal, DecimalInput } from '../money/decimal';
import { AMOUNT_DP, roundHalfUp, toDecimal } from '../money/decimal';
import type { FeeSchedule } from './fee-schedule';
import { purchaseFee, sellTierOf } from './fee-charge';

/** The service fee is a yearly rate accrued every calendar day over 365 days, as the prospectus says. */
export const SERVICE_FEE_DAYS_A_YEAR = 365;

export interface ShareClassTerms {
  schedule: FeeSchedule;
  /** The yearly sales service fee as a fraction (0.004000 = 0.4%); '0' for an A class. */
  serviceRate: DecimalInput;
}

interface ClassCost {
  buyFee: Decimal;
  net: Decimal;
  /** Fees that do not grow with time over [from, to): the buy fee plus the sell fee of that tier. */
  fixedAt: (days: number) => Decimal;
  /** Service fee per day, exact (not rounded: it is accrued inside the NAV, never charged to the fen). */
  perDay: Decimal;
}

function classCost(terms: ShareClassTerms, amount: Decimal): ClassCost {
  const { fee: buyFee, net } = purchaseFee(terms.schedule, amount);
  const perDay = net.times(terms.serviceRate).div(SERVICE_FEE_DAYS_A_YEAR);
  const fixedAt = (days: number) => buyFee.plus(roundHalfUp(net.times(sellTierOf(terms.schedule, days).discounted_fare_ratio), AMOUNT_DP));
  return { buyFee, net, fixedAt, perDay };
}

/** The fees of holding `days` days and then selling: buy fee, service fee accrued, sell fee. */
export function shareClassHoldingCost(terms: ShareClassTerms, amount: DecimalInput, days: number): Decimal {
  const cost = classCost(terms, toDecimal(amount));
  return cost.fixedAt(days).plus(cost.perDay.times(days));
}

/** The days on which either class's sell fee changes tier, ascending, starting at 0. */
function breakpoints(a: FeeSchedule, c: FeeSchedule): number[] {
  const days = new Set<number>([0]);
  for (const tier of [...a.sell, ...c.sell]) days.add(tier.min_days);
  return [...days].sort((x, y) => x - y);
}

/**
 * The fewest holding days from which A costs less than C on every longer holding, for `amount` put in;
 * 0 when A always costs less; null when it never does for good (C's service fee does not outgrow A's fees).
 */
export function shareClassBreakEven(a: ShareClassTerms, c: ShareClassTerms, amount: DecimalInput): number | null {
  const x = toDecimal(amount);
  if (x.lte(0)) return null;
  const ca = classCost(a, x);
  const cc = classCost(c, x);
  const slope = cc.perDay.minus(ca.perDay);
  // How much more C costs than A after `days` days: rising within each span between tier changes.
  const gap = (days: number) => cc.fixedAt(days).minus(ca.fixedAt(days)).plus(slope.times(days));
  if (slope.lte(0)) return null;
  const points = breakpoints(a.schedule, c.schedule);
  // Walk the spans from the last (unbounded) back: the answer lies in the latest span where C is not dearer at its start.
  for (let i = points.length - 1; i >= 0; i -= 1) {
    const from = points[i] ?? 0;
    const to = points[i + 1] ?? Infinity;
    if (gap(from).gt(0)) continue;
    // In this span gap(d) = gap(from) + slope × (d − from): the first d with gap > 0.
    let d = from + Number(gap(from).neg().div(slope).round(0, 0).toString()) + 1;
    // The quotient was rounded toward zero; settle on the exact day by multiplication alone.
    while (d - 1 > from && gap(d - 1).gt(0)) d -= 1;
    while (gap(d).lte(0)) d += 1;
    return d < to ? d : (points[i + 1] ?? d);
  }
  return 0;
}
