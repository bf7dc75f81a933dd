// The cash treasure's income per 10,000 shares derived from its annualised 7-day yield.
import type { Decimal, DecimalInput } from './decimal';
import { roundHalfUp, toDecimal } from './decimal';

/** Income per 10,000 shares is quoted to 4 places, like a NAV. */
export const INCOME_PER_10000_DP = 4;

/**
 * The spec's formula: yearly yield / 365 / 100 * 10000, with the yield in percent (2.5 for 2.5%).
 * Multiplying before dividing keeps the one rounding at the end.
 */
export function incomePer10000FromYearlyYield(yearlyYieldPercent: DecimalInput): Decimal {
  const y = toDecimal(yearlyYieldPercent);
  return roundHalfUp(y.times(10000).div(365).div(100), INCOME_PER_10000_DP);
}
