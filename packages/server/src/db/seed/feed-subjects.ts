// What the demo feed may write about, with the figures its words are made from: each fund's kind and
// NAV history (and tracked index), each index's closes and valuation, each manager's kind of funds.
import type { FeedSubjects } from './feed-plan';
import { isFixedIncomeKind } from './feed-texts';
import type { MarketPlan } from './market-plan';

export function feedSubjects(market: MarketPlan, stocks: readonly { symbol: string; name: string }[]): FeedSubjects {
  const indexName = (id: number | null | undefined) => (id ? market.indexes[id - 1]?.row.name ?? null : null);
  const stypeOf = new Map(market.funds.map((f) => [Number(f.row.id), f.row.symbol_stype]));
  const runsEquity = new Set(market.fundManagers.filter((l) => !isFixedIncomeKind(stypeOf.get(l.fund_id) ?? 0)).map((l) => l.manager_id));
  return {
    funds: market.funds.filter((f) => f.navs.length > 0).map((f) => ({ symbol: f.row.symbol, name: f.row.abbr_name, stype: f.row.symbol_stype, navs: f.navs, indexName: indexName(f.row.index_id) })),
    stocks: stocks.map((s) => ({ symbol: s.symbol, name: s.name })),
    indexes: market.indexes.map((ix) => ({ symbol: ix.row.symbol, name: ix.row.name, rows: ix.series.rows, pePercentile: ix.row.pe_percentile == null ? null : String(ix.row.pe_percentile) })),
    managers: market.managers.map((m) => ({ id: Number(m.id), name: m.name, fixedIncome: !runsEquity.has(Number(m.id)) })),
  };
}
