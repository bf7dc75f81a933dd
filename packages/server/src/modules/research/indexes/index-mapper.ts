// An index row -> the wire's index reference with its latest value and valuation percentiles.
import type { Wire } from '@fund/core/api';
import type { Selectable } from 'kysely';
import type { MarketIndexesTable } from '../../../db/tables/market-tables';

export function toIndexRow(ix: Selectable<MarketIndexesTable>): Wire.IndexRow {
  return {
    id: ix.id,
    symbol: ix.symbol,
    code: ix.code,
    abbr_name: ix.name,
    symbol_type: 5,
    is_market: ix.is_market,
    category: ix.category,
    tradedate: ix.tradedate,
    current: ix.current,
    change: ix.change,
    percentage: ix.percentage,
    pe: ix.pe,
    pb: ix.pb,
    pe_percentile: ix.pe_percentile,
    pb_percentile: ix.pb_percentile,
  };
}
