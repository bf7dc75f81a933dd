// The cheapest way to sell (issue 24, B5): the sell fee is charged lot by lot by how long each lot has
// been held, so the same sell placed a few days later can cost less. This finds the first later date on
// which it does and what waiting saves (at today's NAV; the NAV itself will move, which the screen says).
import type { Decimal } from '../money';
import { addDays, daysBetween, type CalendarDate } from '../calendar';
import type { FeeSchedule } from './fee-schedule';
import { sellFee, type SellFeeInput } from './fee-charge';

export interface SellFeeDrop {
  /** The first trade date on which the same sell's fee is lower. */
  date: CalendarDate;
  fee: Decimal;
  /** Today's fee minus that date's. */
  saving: Decimal;
}

/** The first later date the same shares would sell for a lower fee, or null when waiting saves nothing. */
export function nextSellFeeDrop(schedule: FeeSchedule, input: SellFeeInput): SellFeeDrop | null {
  const today = sellFee(schedule, input).fee;
  if (today.lte(0)) return null;
  // The fee only changes on a day some lot crosses into another tier.
  const candidates = new Set<CalendarDate>();
  for (const lot of input.lots) {
    for (const tier of schedule.sell) {
      const date = addDays(lot.since, tier.min_days);
      if (daysBetween(input.tradeDate, date) > 0) candidates.add(date);
    }
  }
  for (const date of [...candidates].sort()) {
    const later = sellFee(schedule, { ...input, tradeDate: date }).fee;
    if (later.lt(today)) return { date, fee: later, saving: today.minus(later) };
  }
  return null;
}
