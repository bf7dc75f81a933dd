// The funds-table row of an imported fund: what the file says, and for what it does not say the plain
// defaults of an open-ended fund on sale (trading allowed, no subscription period, no ranks).
import type { Insertable } from 'kysely';
import { ChargeMode, FundDividendType, FundListStatus, SubscriptionStatus, fundSubtypeText } from '@fund/core/fund';
import { compareDecimal } from '@fund/core/money';
import type { FundsTable } from '../db/tables/market-tables';
import { FUND_TYPES, isMoneyLike, type FundRecord } from './import-format';

/** The columns an import sets on every run (a republished fund record may change them). */
export function importedColumns(record: FundRecord, companyId: number) {
  const stype = FUND_TYPES[record.type] ?? 0;
  return {
    abbr_name: record.name,
    symbol_stype: stype,
    company_id: companyId,
    investment_risk: record.risk_level,
    estab_date: record.established,
    fare_ratio_buy: record.fees.buy,
    fare_ratio_sell: record.fees.sell,
    manage_fare: record.fees.manage,
    trusteeship_fare: record.fees.trustee,
    service_fare: record.fees.service,
    amount_min_buy: record.min_buy,
  };
}

export function newFundRow(record: FundRecord, companyId: number): Insertable<FundsTable> {
  const columns = importedColumns(record, companyId);
  const money = isMoneyLike(columns.symbol_stype);
  return {
    ...columns,
    symbol: record.code,
    code: record.code,
    sector_id: null,
    index_id: null,
    list_status: FundListStatus.Normal,
    is_bao: false,
    allow_trade: true,
    allow_buy: true,
    allow_sell: true,
    allow_fixed: true,
    allow_subscribe: false,
    subscription_status: SubscriptionStatus.Open,
    subscribe_start_at: null,
    subscribe_end_at: null,
    discount_rate_buy: '1.0000',
    discount_rate_sell: '1.0000',
    fare_ratio_subscribe: '0',
    discount_rate_subscribe: '1.0000',
    amount_max_buy: '10000000.00',
    amount_fixed_min: '10.00',
    amount_fixed_max: '1000000.00',
    amount_subscribe_min: '10.00',
    amount_subscribe_max: '10000000.00',
    shares_min_sell: money ? '0.01' : '1.00',
    shares_max_sell: '100000000.00',
    shares_min: money ? '0.01' : '1.00',
    t_days_sell: 1,
    charge_mode: compareDecimal(record.fees.service, '0') > 0 ? ChargeMode.SalesService : ChargeMode.FrontEnd,
    div_type: money ? FundDividendType.Reinvest : FundDividendType.Cash,
    notification: '',
    tags: JSON.stringify([fundSubtypeText(columns.symbol_stype)]),
    recommend_title: '',
    recommend_desc: '',
    recommend_score: null,
    recommend_rank: null,
    hot_rank: null,
    total_capital: '0.00',
  };
}
