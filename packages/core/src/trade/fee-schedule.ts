// A fund's fee schedule, written once for every reader and writer: purchase and subscription tiers by
// amount (half-open, as the texts say: 100万≤金额<500万), a rate or a fixed fee per tier, and the
// sell tiers by holding days. Built from the fund's own terms; fees are computed in fee-charge.ts.
import { ChargeMode, SubscriptionStatus } from '../fund/fund-codes';
import type { DecimalInput } from '../money/decimal';
import { roundHalfUp, toDecimal } from '../money/decimal';
import { isFreeRateFund } from '../fund/fund-classification';

/** Rates are fractions with 6 places (0.015000 = 1.5%), discounts 4 places (0.1000 = 10% of the rate). */
export const RATE_DP = 6;
export const DISCOUNT_DP = 4;

/** A holding sold within 7 days pays 1.5% by regulation, credited in full to the fund's assets, so it is never discounted. */
export const SHORT_HOLD_DAYS = 7;
export const SHORT_HOLD_SELL_RATE = '0.015000';

/** The common purchase ladder: [from, to (exclusive), share of the listed rate]; from 10 million a fixed fee per order. */
const PURCHASE_STEPS: readonly (readonly [string, string, string])[] = [
  ['0.00', '1000000.00', '1'],
  ['1000000.00', '5000000.00', '0.6'],
  ['5000000.00', '10000000.00', '0.2'],
];
export const FIXED_FEE_FROM = '10000000.00';
export const FIXED_FEE = '1000.00';

/** The sell ladder by holding days: [from, to (exclusive), share of the fund's sell rate]; under 7 days the regulatory rate. */
const SELL_STEPS: readonly (readonly [number, number | null, string])[] = [
  [SHORT_HOLD_DAYS, 365, '1'],
  [365, 730, '0.5'],
  [730, null, '0'],
];

export const FEE_TIER_TEXTS = {
  anyAmount: '不限金额',
  below: (wan: string) => `金额<${wan}万`,
  between: (from: string, to: string) => `${from}万≤金额<${to}万`,
  from: (wan: string) => `金额≥${wan}万`,
  anyHolding: '不限持有期',
  holdingBelow: (to: string) => `持有期<${to}`,
  holdingBetween: (from: string, to: string) => `${from}≤持有期<${to}`,
  holdingFrom: (from: string) => `持有期≥${from}`,
} as const;

export interface PurchaseTier {
  /** Inclusive lower bound in yuan. */
  min_amount: string;
  /** Exclusive upper bound; null: no upper bound. */
  max_amount: string | null;
  text: string;
  /** The listed rate of this tier ('0.000000' for a fixed-fee tier). */
  fare_ratio: string;
  /** The platform's discount on the rate; a fixed fee is never discounted ('1.0000'). */
  discount_rate: string;
  /** fare_ratio × discount_rate, 6 places: the rate the table shows is the rate charged. */
  discounted_fare_ratio: string;
  /** The fee per order in yuan when the tier charges a fixed fee, else null. */
  fixed_fee: string | null;
}

export interface SellTier {
  /** Holding days, inclusive lower bound. */
  min_days: number;
  /** Exclusive upper bound; null: no upper bound. */
  max_days: number | null;
  text: string;
  fare_ratio: string;
  discount_rate: string;
  discounted_fare_ratio: string;
}

export interface FeeSchedule {
  /** Purchase (申购) tiers, for a fund open for buying. */
  purchase: PurchaseTier[];
  /** Subscription (认购) tiers, for a new fund in its subscription period. */
  subscription: PurchaseTier[];
  /** Which of the two a buy placed now pays. */
  buying: 'purchase' | 'subscription';
  sell: SellTier[];
  /** Trading days from a sell to its money, shown beside the sell table. */
  t_days_sell: number;
}

/** The fund row fields a schedule is built from. */
export interface FeeTerms {
  symbol_stype: number | null;
  is_bao?: boolean;
  charge_mode?: number;
  subscription_status?: number;
  fare_ratio_buy: DecimalInput;
  discount_rate_buy: DecimalInput;
  fare_ratio_sell: DecimalInput;
  discount_rate_sell: DecimalInput;
  fare_ratio_subscribe?: DecimalInput;
  discount_rate_subscribe?: DecimalInput;
  t_days_sell: number;
}

export const rateText = (x: DecimalInput): string => roundHalfUp(toDecimal(x), RATE_DP).toFixed(RATE_DP);
const discountText = (x: DecimalInput): string => roundHalfUp(toDecimal(x), DISCOUNT_DP).toFixed(DISCOUNT_DP);
const ZERO_RATE = rateText(0);
const NO_DISCOUNT = discountText(1);

/** The rate charged: the listed rate times the discount, rounded to the 6 places the table shows. */
export function discountedRate(rate: DecimalInput, discount: DecimalInput): string {
  return rateText(toDecimal(rate).times(discount));
}

function wan(yuan: string): string {
  return toDecimal(yuan).div(10000).toFixed(0);
}

function amountText(from: string, to: string | null): string {
  if (to === null) return toDecimal(from).eq(0) ? FEE_TIER_TEXTS.anyAmount : FEE_TIER_TEXTS.from(wan(from));
  return toDecimal(from).eq(0) ? FEE_TIER_TEXTS.below(wan(to)) : FEE_TIER_TEXTS.between(wan(from), wan(to));
}

function daysText(days: number): string {
  return days >= 365 && days % 365 === 0 ? `${days / 365}年` : `${days}天`;
}

function holdingText(from: number, to: number | null): string {
  if (to === null) return from === 0 ? FEE_TIER_TEXTS.anyHolding : FEE_TIER_TEXTS.holdingFrom(daysText(from));
  return from === 0 ? FEE_TIER_TEXTS.holdingBelow(daysText(to)) : FEE_TIER_TEXTS.holdingBetween(daysText(from), daysText(to));
}

function rateTier(from: string, to: string | null, rate: DecimalInput, discount: DecimalInput): PurchaseTier {
  const listed = rateText(rate);
  const off = discountText(discount);
  return { min_amount: from, max_amount: to, text: amountText(from, to), fare_ratio: listed, discount_rate: off, discounted_fare_ratio: discountedRate(listed, off), fixed_fee: null };
}

const FREE_PURCHASE: readonly PurchaseTier[] = [rateTier('0.00', null, 0, 1)];

/** The ladder over a listed rate; a fund that lists no rate charges nothing at any amount (no fixed fee either). */
export function purchaseLadder(rate: DecimalInput, discount: DecimalInput): PurchaseTier[] {
  if (toDecimal(rate).lte(0)) return [...FREE_PURCHASE];
  return [
    ...PURCHASE_STEPS.map(([from, to, share]) => rateTier(from, to, toDecimal(rate).times(share), discount)),
    { ...rateTier(FIXED_FEE_FROM, null, 0, 1), fixed_fee: FIXED_FEE },
  ];
}

function sellTier(from: number, to: number | null, rate: DecimalInput, discount: DecimalInput): SellTier {
  const listed = rateText(rate);
  const off = discountText(discount);
  return { min_days: from, max_days: to, text: holdingText(from, to), fare_ratio: listed, discount_rate: off, discounted_fare_ratio: discountedRate(listed, off) };
}

export function sellLadder(rate: DecimalInput, discount: DecimalInput): SellTier[] {
  return [
    sellTier(0, SHORT_HOLD_DAYS, SHORT_HOLD_SELL_RATE, 1),
    ...SELL_STEPS.map(([from, to, share]) => sellTier(from, to, toDecimal(rate).times(share), discount)),
  ];
}

/** The cash treasure, money-market and wealth-management funds charge nothing to buy or sell. */
export function isFeeFree(terms: Pick<FeeTerms, 'symbol_stype' | 'is_bao'>): boolean {
  return terms.is_bao === true || isFreeRateFund(terms.symbol_stype);
}

/** The fund's schedule from its row. A C class (sales service fee) lists no purchase rate, so it pays none. */
export function fundFeeSchedule(terms: FeeTerms): FeeSchedule {
  const buying = terms.is_bao !== true && terms.subscription_status === SubscriptionStatus.SubscriptionPeriod ? 'subscription' : 'purchase';
  if (isFeeFree(terms)) {
    return { purchase: [...FREE_PURCHASE], subscription: [...FREE_PURCHASE], buying, sell: [sellTier(0, null, 0, 1)], t_days_sell: terms.t_days_sell };
  }
  return {
    purchase: purchaseLadder(terms.fare_ratio_buy, terms.discount_rate_buy),
    subscription: purchaseLadder(terms.fare_ratio_subscribe ?? ZERO_RATE, terms.discount_rate_subscribe ?? NO_DISCOUNT),
    buying,
    sell: sellLadder(terms.fare_ratio_sell, terms.discount_rate_sell),
    t_days_sell: terms.t_days_sell,
  };
}

/** Whether the terms say the fund charges a sales service fee instead of a purchase fee (C class). */
export function chargesServiceFee(terms: Pick<FeeTerms, 'charge_mode'>): boolean {
  return terms.charge_mode === ChargeMode.SalesService;
}

/** The tiers a buy placed now pays. */
export function buyingTiers(schedule: FeeSchedule): PurchaseTier[] {
  return schedule.buying === 'subscription' ? schedule.subscription : schedule.purchase;
}
