// Stocks and indexes in the followed-symbol row shape the fund rows already have (spec 02 §3).
import { FundListStatus, SubscriptionStatus } from '@fund/core/fund';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Selectable } from 'kysely';
import type { MarketIndexesTable } from '../../../db/tables/market-tables';
import { fixed, percentOf } from '../../common/json';
import type { BoardRow } from '../../market/stocks/stock-repo';

const NO_PERIODS = {
  percent_day: null, percent_week: null, percent_month: null, percent_season: null, percent_six_month: null, percent_year: null, percent_two_year: null, percent_three_year: null,
};

const NOT_A_FUND = {
  price_mode: 1, tenthou_unit_incm: null, year_yld: null, allow_trade: false, allow_buy: false, allow_sell: false, score_short: null,
  subscription_status: SubscriptionStatus.Open, is_bao: false, recommend_percent_display: '', recommend_percent_value: null, symbol_stype: 0, list_status: FundListStatus.Normal,
} as const;

export function stockRow(s: BoardRow): Wire.FundRow {
  const percentage = percentOf(s.close, s.last_close) ?? '0.00';
  return {
    ...NO_PERIODS, ...NOT_A_FUND, percent_day: percentage,
    id: s.id, symbol: s.symbol, code: s.code, abbr_name: s.name, tradedate: s.date, current: s.close,
    change: fixed(toDecimal(s.close).minus(s.last_close), 2), percentage, is_stop: s.is_stop, symbol_type: 1,
    net_value: s.close, total_capital: null,
  };
}

export function indexRow(ix: Selectable<MarketIndexesTable>): Wire.FundRow {
  return {
    ...NO_PERIODS, ...NOT_A_FUND, percent_day: ix.percentage,
    id: ix.id, symbol: ix.symbol, code: ix.code, abbr_name: ix.name, tradedate: ix.tradedate ?? '', current: ix.current ?? '0',
    change: ix.change ?? '0', percentage: ix.percentage ?? '0.00', is_stop: false, symbol_type: 5, net_value: ix.current ?? '0', total_capital: null,
  };
}
