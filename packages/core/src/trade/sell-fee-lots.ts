// The cheapest way to sell (issue 24, B5), lot by lot: what each lot of a sell pays, first in, first out,
// by how long it has been held. The lines add up to the fee charged to the fen: each line is the rounded
// running total minus the rounded running total before it, so no rounding error is left over.
import type { Decimal, DecimalInput } from '../money/decimal';
import { AMOUNT_DP, roundHalfUp, toDecimal } from '../money/decimal';
import type { CalendarDate } from '../calendar/calendar-date';
import type { SellPart } from './fee-charge';

export interface SellFeeLine {
  /** The lot's confirmation date; null for shares with no lot on record. */
  since: CalendarDate | null;
  days: number;
  shares: Decimal;
  /** The rate charged (the tier's discounted rate), as on the wire. */
  fareRatio: string;
  fee: Decimal;
}

/** One line per part of a sell (sellFee's parts at the same NAV): their fees sum to sellFee's fee exactly. */
export function sellFeeLines(parts: readonly SellPart[], nav: DecimalInput): SellFeeLine[] {
  let running = toDecimal(0);
  let chargedSoFar = toDecimal(0);
  return parts.map((part) => {
    running = running.plus(part.shares.times(nav).times(part.tier.discounted_fare_ratio));
    const charged = roundHalfUp(running, AMOUNT_DP);
    const fee = charged.minus(chargedSoFar);
    chargedSoFar = charged;
    return { since: part.since, days: part.days, shares: part.shares, fareRatio: part.tier.discounted_fare_ratio, fee };
  });
}
