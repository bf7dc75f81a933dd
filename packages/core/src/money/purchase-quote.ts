// The front-end-load purchase formula: how an amount splits into fee, net investment and shares.
import type { Decimal, DecimalInput } from './decimal';
import { AMOUNT_DP, SHARES_DP, roundHalfUp, toDecimal } from './decimal';

export interface PurchaseQuoteInput {
  /** Yuan paid, e.g. "100000.00". */
  amount: DecimalInput;
  /** The fund's buy fee rate as a fraction (fare_ratio_buy): 0.012 for 1.2%. */
  rate: DecimalInput;
  /** The discount applied to the rate (discount_rate_buy): 1 for none, 0.1 for 10% of the rate. */
  discount: DecimalInput;
  /** Net asset value per share, 4 places. */
  nav: DecimalInput;
}

export interface PurchaseQuote {
  net: Decimal;
  fee: Decimal;
  shares: Decimal;
}

/**
 * net = amount / (1 + rate × discount), fee = amount - net, shares = net / NAV; net and shares are
 * rounded half-up to 2 places and fee is derived so that fee + net is exactly the amount paid.
 */
export function quotePurchase(input: PurchaseQuoteInput): PurchaseQuote {
  const amount = roundHalfUp(toDecimal(input.amount), AMOUNT_DP);
  const rate = toDecimal(input.rate);
  const discount = toDecimal(input.discount);
  const nav = toDecimal(input.nav);
  if (amount.lt(0)) throw new RangeError('买入金额不能为负数');
  if (rate.lt(0) || discount.lt(0)) throw new RangeError('费率和折扣不能为负数');
  if (nav.lte(0)) throw new RangeError('净值必须大于0');
  const effectiveRate = rate.times(discount);
  const net = roundHalfUp(amount.div(effectiveRate.plus(1)), AMOUNT_DP);
  const fee = amount.minus(net);
  const shares = roundHalfUp(net.div(nav), SHARES_DP);
  return { net, fee, shares };
}
