// A fund's fee schedule: purchase tiers by amount (the listed rate and the platform's discount) and
// redemption tiers by holding days. Rates come from the fund row; the tier steps are the common ones.
import { isFreeRateFund, roundHalfUp, toDecimal, type Wire } from '@fund/core';
import type { FundRecord } from '../funds/fund-mappers';
import { asJsonList } from '../common/json';

const RATE_DP = 6;
/** [from amount, to amount, share of the listed rate]; the last tier pays a fixed fee per order. */
const BUY_STEPS: readonly [string, string | null, string][] = [
  ['0.00', '1000000.00', '1'],
  ['1000000.00', '5000000.00', '0.6'],
  ['5000000.00', '10000000.00', '0.2'],
];
const FIXED_FEE_FROM = '10000000.00';
const FIXED_FEE = '1000.00';
/** Holding under 7 days pays 1.5% by regulation, credited in full to the fund's assets. */
const SHORT_HOLD_RATE = '0.015000';

const rate = (x: string, share: string) => roundHalfUp(toDecimal(x).times(share), RATE_DP).toFixed(RATE_DP);

function amountText(from: string, to: string | null): string {
  const wan = (x: string) => `${toDecimal(x).div(10000).toFixed(0)}万`;
  if (toDecimal(from).eq(0)) return `金额<${wan(to ?? '0')}`;
  return to === null ? `金额≥${wan(from)}` : `${wan(from)}≤金额<${wan(to)}`;
}

export function fareTiers(f: FundRecord): { buy: Wire.JsonObject[]; sell: Wire.JsonObject[]; t_days_sell: number; discount_rate_buy: string } {
  const free = isFreeRateFund(f.symbol_stype);
  const buy = free
    ? [{ min_amount: '0.00', max_amount: null, text: '不限金额', fare_ratio: '0.000000', discount_rate: '1.0000', discounted_fare_ratio: '0.000000', fixed_fee: null }]
    : [
        ...BUY_STEPS.map(([from, to, share]) => {
          const listed = rate(f.fare_ratio_buy, share);
          return { min_amount: from, max_amount: to, text: amountText(from, to), fare_ratio: listed, discount_rate: f.discount_rate_buy, discounted_fare_ratio: rate(listed, f.discount_rate_buy), fixed_fee: null };
        }),
        { min_amount: FIXED_FEE_FROM, max_amount: null, text: amountText(FIXED_FEE_FROM, null), fare_ratio: '0.000000', discount_rate: '1.0000', discounted_fare_ratio: '0.000000', fixed_fee: FIXED_FEE },
      ];
  const sell = free
    ? [{ min_days: 0, max_days: null, text: '不限持有期', fare_ratio: '0.000000' }]
    : [
        { min_days: 0, max_days: 7, text: '持有期<7天', fare_ratio: SHORT_HOLD_RATE },
        { min_days: 7, max_days: 365, text: '7天≤持有期<1年', fare_ratio: f.fare_ratio_sell },
        { min_days: 365, max_days: 730, text: '1年≤持有期<2年', fare_ratio: rate(f.fare_ratio_sell, '0.5') },
        { min_days: 730, max_days: null, text: '持有期≥2年', fare_ratio: '0.000000' },
      ];
  return { buy: asJsonList(buy), sell: asJsonList(sell), t_days_sell: f.t_days_sell, discount_rate_buy: f.discount_rate_buy };
}
