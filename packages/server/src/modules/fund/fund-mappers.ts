// Database rows -> the wire's FundRow and FundDetail.
import { FREE_RATE_FUND_SUBTYPES, type FundSubtype, SubscriptionStatus } from '@fund/core/fund';
import { riskLevelText } from '@fund/core/risk';
import { statusFlag } from '@fund/core/account';
import type { Wire } from '@fund/core/api';
import type { Selectable } from 'kysely';
import type { FundsTable } from '../../db/tables/market-tables';

export type FundRecord = Selectable<FundsTable> & { change: string | null; company_name: string; company_service_tel: string };

const ZERO = '0.00';
const PERIOD_LABEL_YEAR = '近1年涨幅';
const PERIOD_LABEL_YIELD = '七日年化';

function isMoneyLike(stype: number): boolean {
  return FREE_RATE_FUND_SUBTYPES.includes(stype as FundSubtype);
}

function subscription(status: number): SubscriptionStatus {
  return status === SubscriptionStatus.BeforeSale || status === SubscriptionStatus.SubscriptionPeriod ? status : SubscriptionStatus.Open;
}

export function toFundRow(f: FundRecord): Wire.FundRow {
  const money = isMoneyLike(f.symbol_stype);
  return {
    id: f.id,
    symbol: f.symbol,
    code: f.code,
    abbr_name: f.abbr_name,
    tradedate: f.tradedate ?? f.estab_date,
    current: f.net_value ?? '1.0000',
    change: f.change ?? ZERO,
    percentage: f.percent_day ?? ZERO,
    percent_day: f.percent_day,
    percent_week: f.percent_week,
    percent_month: f.percent_month,
    percent_season: f.percent_season,
    percent_six_month: f.percent_six_month,
    percent_year: f.percent_year,
    percent_two_year: f.percent_two_year,
    percent_three_year: f.percent_three_year,
    list_status: f.list_status,
    is_stop: false,
    symbol_type: 3,
    symbol_stype: f.symbol_stype,
    net_value: f.net_value ?? '1.0000',
    // 1: priced by NAV; money funds quote a yield instead.
    price_mode: money ? 2 : 1,
    tenthou_unit_incm: f.tenthou_unit_incm,
    year_yld: f.year_yld,
    total_capital: f.total_capital,
    allow_trade: f.allow_trade,
    allow_buy: f.allow_buy,
    allow_sell: f.allow_sell,
    score_short: f.recommend_score,
    subscription_status: subscription(f.subscription_status),
    is_bao: f.is_bao,
    recommend_percent_display: money ? PERIOD_LABEL_YIELD : PERIOD_LABEL_YEAR,
    recommend_percent_value: money ? f.year_yld : f.percent_year,
  };
}

export function toFundDetail(f: FundRecord, followed: boolean): Wire.FundDetail {
  return {
    id: f.id,
    symbol: f.symbol,
    code: f.code,
    abbr_name: f.abbr_name,
    symbol_type: 3,
    symbol_stype: f.symbol_stype,
    list_status: f.list_status,
    is_bao: f.is_bao,
    is_private: false,
    price_mode: isMoneyLike(f.symbol_stype) ? 2 : 1,
    followed,
    estab_date: f.estab_date,
    net_value: f.net_value ?? '1.0000',
    net_cumulative: f.net_cumulative ?? '1.0000',
    tradedate: f.tradedate ?? f.estab_date,
    year_yld: f.year_yld ?? ZERO,
    tenthou_unit_incm: f.tenthou_unit_incm ?? '0.0000',
    percent_day: f.percent_day ?? ZERO,
    investment_risk: f.investment_risk,
    investment_risk_display: riskLevelText(f.investment_risk),
    recommend_title: f.recommend_title,
    recommend_desc: f.recommend_desc,
    recommend_score: f.recommend_score,
    allow_fixed: f.allow_fixed,
    allow_trade: f.allow_trade,
    allow_buy: f.allow_buy,
    allow_sell: f.allow_sell,
    allow_subscribe: f.allow_subscribe,
    trade_status: statusFlag(f.allow_trade),
    subscribe_start_date: f.subscribe_start_at?.toISOString() ?? null,
    subscribe_end_date: f.subscribe_end_at?.toISOString() ?? null,
    subscription_status: subscription(f.subscription_status),
    amount_fixed_min: f.amount_fixed_min,
    amount_fixed_max: f.amount_fixed_max,
    fare_ratio_buy: f.fare_ratio_buy,
    discount_rate_buy: f.discount_rate_buy,
    amount_min_buy: f.amount_min_buy,
    amount_max_buy: f.amount_max_buy,
    fare_ratio_sell: f.fare_ratio_sell,
    discount_rate_sell: f.discount_rate_sell,
    shares_min_sell: f.shares_min_sell,
    shares_max_sell: f.shares_max_sell,
    shares_min: f.shares_min,
    t_days_sell: f.t_days_sell,
    amount_subscribe_min: f.amount_subscribe_min,
    amount_subscribe_max: f.amount_subscribe_max,
    fare_ratio_subscribe: f.fare_ratio_subscribe,
    discount_rate_subscribe: f.discount_rate_subscribe,
    charge_mode: f.charge_mode,
    manage_fare: f.manage_fare,
    trusteeship_fare: f.trusteeship_fare,
    service_fare: f.service_fare,
    company: { id: f.company_id, name: f.company_name },
    div_type: f.div_type,
    notification: f.notification,
    tags: f.tags,
    condition_tags: [],
    service_tel: f.company_service_tel,
  };
}
