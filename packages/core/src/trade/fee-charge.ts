// The fees a fee schedule charges: a purchase by the tier its amount falls in, a sell by each lot's
// holding period (first in, first out), the range of sell rates, and the advisory fee of a day.
import type { Decimal, DecimalInput } from '../money/decimal';
import { AMOUNT_DP, SHARES_DP, roundHalfUp, toDecimal } from '../money/decimal';
import type { CalendarDate } from '../calendar/calendar-date';
import { daysBetween } from '../calendar/calendar-date';
import type { FeeSchedule, PurchaseTier, SellTier } from './fee-schedule';
import { SHORT_HOLD_DAYS, buyingTiers } from './fee-schedule';

export interface PurchaseFee {
  /** The tier the amount falls in. */
  tier: PurchaseTier;
  net: Decimal;
  fee: Decimal;
  /** The fee at the tier's undiscounted rate minus the fee charged. */
  saved_fee: Decimal;
}

/** net = amount / (1 + rate), half-up to the fen; the fee is what is left, so fee + net is the amount exactly. */
function splitAtRate(amount: Decimal, rate: DecimalInput): { net: Decimal; fee: Decimal } {
  const net = roundHalfUp(amount.div(toDecimal(rate).plus(1)), AMOUNT_DP);
  return { net, fee: amount.minus(net) };
}

function inTier(tier: PurchaseTier, amount: Decimal): boolean {
  return amount.gte(tier.min_amount) && (tier.max_amount === null || amount.lt(tier.max_amount));
}

export function purchaseTierOf(tiers: readonly PurchaseTier[], amount: DecimalInput): PurchaseTier {
  const x = roundHalfUp(toDecimal(amount), AMOUNT_DP);
  const tier = tiers.find((t) => inTier(t, x));
  if (!tier) throw new RangeError(`费率表没有覆盖金额${x.toFixed(AMOUNT_DP)}`);
  return tier;
}

/** The fee of a purchase paid from `tiers` (the schedule's buying tiers unless given). */
export function purchaseFee(schedule: FeeSchedule, amount: DecimalInput, tiers: readonly PurchaseTier[] = buyingTiers(schedule)): PurchaseFee {
  const x = roundHalfUp(toDecimal(amount), AMOUNT_DP);
  if (x.lt(0)) throw new RangeError('买入金额不能为负数');
  const tier = purchaseTierOf(tiers, x);
  if (tier.fixed_fee !== null) {
    // A fixed fee is never discounted and never more than the amount itself.
    const fee = toDecimal(tier.fixed_fee).gt(x) ? x : toDecimal(tier.fixed_fee);
    return { tier, net: x.minus(fee), fee, saved_fee: toDecimal(0) };
  }
  const charged = splitAtRate(x, tier.discounted_fare_ratio);
  const listed = splitAtRate(x, tier.fare_ratio);
  const saved = listed.fee.minus(charged.fee);
  return { tier, net: charged.net, fee: charged.fee, saved_fee: saved.gt(0) ? saved : toDecimal(0) };
}

/** Shares bought with the net amount at a NAV, half-up to 2 places. */
export function purchaseShares(net: DecimalInput, nav: DecimalInput): Decimal {
  return roundHalfUp(toDecimal(net).div(nav), SHARES_DP);
}

export function sellTierOf(schedule: FeeSchedule, holdingDays: number): SellTier {
  const days = Math.max(0, holdingDays);
  const tier = schedule.sell.find((t) => days >= t.min_days && (t.max_days === null || days < t.max_days));
  if (!tier) throw new RangeError(`费率表没有覆盖持有${days}天`);
  return tier;
}

/** Shares confirmed on a day, the oldest first. */
export interface HeldLot {
  shares: DecimalInput;
  /** The confirmation date the holding period counts from. */
  since: CalendarDate;
}

export interface SellFeeInput {
  /** The holding's lots, oldest first. */
  lots: readonly HeldLot[];
  /** Shares already sold (or being sold) from these lots, taken from the oldest first. */
  alreadySold: DecimalInput;
  shares: DecimalInput;
  nav: DecimalInput;
  tradeDate: CalendarDate;
}

export interface SellPart {
  shares: Decimal;
  /** The lot's confirmation date; null for shares with no lot on record. */
  since: CalendarDate | null;
  days: number;
  tier: SellTier;
}

export interface SellFee {
  fee: Decimal;
  /** The fee at the undiscounted rates, for saved_fee. */
  list_fee: Decimal;
  saved_fee: Decimal;
  parts: SellPart[];
  /** The tier every part falls in, when they share one (the rate a sell record can show), else null. */
  tier: SellTier | null;
}

/**
 * The sell fee: the shares are taken first in, first out from the lots left after earlier sells; each
 * part pays the rate of the tier its holding days fall in, and the sum is rounded half-up once. Shares
 * with no lot on record count as held SHORT_HOLD_DAYS (the fund's ordinary rate), never as a fresh lot.
 */
export function sellFee(schedule: FeeSchedule, input: SellFeeInput): SellFee {
  let skip = toDecimal(input.alreadySold);
  let left = toDecimal(input.shares);
  const parts: SellPart[] = [];
  for (const lot of input.lots) {
    if (left.lte(0)) break;
    let available = toDecimal(lot.shares);
    const skipped = skip.gt(available) ? available : skip;
    available = available.minus(skipped);
    skip = skip.minus(skipped);
    if (available.lte(0)) continue;
    const part = available.gt(left) ? left : available;
    const days = daysBetween(lot.since, input.tradeDate);
    parts.push({ shares: part, since: lot.since, days, tier: sellTierOf(schedule, days) });
    left = left.minus(part);
  }
  if (left.gt(0)) parts.push({ shares: left, since: null, days: SHORT_HOLD_DAYS, tier: sellTierOf(schedule, SHORT_HOLD_DAYS) });
  const worth = (p: SellPart) => p.shares.times(input.nav);
  const fee = roundHalfUp(parts.reduce((sum, p) => sum.plus(worth(p).times(p.tier.discounted_fare_ratio)), toDecimal(0)), AMOUNT_DP);
  const list = roundHalfUp(parts.reduce((sum, p) => sum.plus(worth(p).times(p.tier.fare_ratio)), toDecimal(0)), AMOUNT_DP);
  const first = parts[0]?.tier ?? null;
  const tier = first !== null && parts.every((p) => p.tier === first) ? first : null;
  return { fee, list_fee: list, saved_fee: list.gt(fee) ? list.minus(fee) : toDecimal(0), parts, tier };
}

/** The lowest and highest sell rate charged: over the parts of a sell when given, else over the whole table. */
export function sellRateRange(schedule: FeeSchedule, parts?: readonly SellPart[]): { min: string; max: string } {
  const rates = (parts && parts.length > 0 ? parts.map((p) => p.tier) : schedule.sell).map((t) => toDecimal(t.discounted_fare_ratio));
  const first = rates[0] ?? toDecimal(0);
  const min = rates.reduce((a, b) => (b.lt(a) ? b : a), first);
  const max = rates.reduce((a, b) => (b.gt(a) ? b : a), first);
  const text = (x: Decimal) => x.toFixed(6);
  return { min: text(min), max: text(max) };
}

/** The advisory fee is an annual ratio accrued per trading day over 365 days. */
export const ADVISORY_FEE_DAYS_A_YEAR = 365;

/** One day's advisory fee on a portfolio's worth: worth × annual ratio / 365, half-up to the fen. */
export function advisoryFeeOfDay(worth: DecimalInput, annualRatio: DecimalInput): Decimal {
  return roundHalfUp(toDecimal(worth).times(annualRatio).div(ADVISORY_FEE_DAYS_A_YEAR), AMOUNT_DP);
}
