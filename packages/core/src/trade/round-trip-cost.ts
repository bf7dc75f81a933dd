// What a buy costs in fees if it is sold again: the buy fee now plus the sell fee of each holding period
// (at an unchanged NAV, so the figure is the fees alone). Shown at the buy (issue 24, B6) so the cost of
// selling within 7 days (1.5% by regulation) is known before the money goes in.
import type { Decimal, DecimalInput } from '../money/decimal';
import { AMOUNT_DP, roundHalfUp, toDecimal } from '../money/decimal';
import type { FeeSchedule } from './fee-schedule';
import { purchaseFee } from './fee-charge';

export interface RoundTripCost {
  /** The holding period, as the sell table says it (持有期<7天 …). */
  holding: string;
  buy_fee: Decimal;
  sell_fee: Decimal;
  total: Decimal;
}

/** One row per sell tier, shortest holding first; empty for an amount that is not positive. */
export function roundTripCosts(schedule: FeeSchedule, amount: DecimalInput): RoundTripCost[] {
  const gross = toDecimal(amount);
  if (gross.lte(0)) return [];
  // At the same NAV the shares are worth what the buy put in after its fee.
  const { fee: buy, net } = purchaseFee(schedule, gross);
  return schedule.sell.map((tier) => {
    const sell = roundHalfUp(net.times(tier.discounted_fare_ratio), AMOUNT_DP);
    return { holding: tier.text, buy_fee: buy, sell_fee: sell, total: buy.plus(sell) };
  });
}
