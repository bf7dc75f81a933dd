// A fund's fee table (/symbols/{id}/fare_ratio/): core's fee schedule of the fund as it is charged,
// the purchase (buy), subscription (subscribe) and sell tiers.
import { fundFeeSchedule } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import type { FundRecord } from '../../fund/fund-mappers';

export function fareTiers(f: FundRecord): Wire.FundsFareRatioAnswer {
  const s = fundFeeSchedule(f);
  return { buy: s.purchase, subscribe: s.subscription, sell: s.sell, buying: s.buying, t_days_sell: s.t_days_sell, discount_rate_buy: f.discount_rate_buy };
}
