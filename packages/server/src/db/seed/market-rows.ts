// The demo market of a day as the seed writes it, computed without a database: seconds of work, done
// ahead in a worker thread for a new data directory (market-ahead.ts), else by the seed itself.
import { fundFeeSchedule, validateFeeSchedule } from '@fund/core/trade';
import type { Insertable } from 'kysely';
import { asCopyText, type BulkRows, type CopyColumn } from '../copy-text';
import type { FundsTable, MarketIndexesTable } from '../tables/market-tables';
import { buildMarketPlan, type MarketPlan } from './market-plan';
import { buildResearchPlan, researchAsText, type ResearchRows } from './research-rows';

export const NAV_COLUMNS: readonly CopyColumn[] = [['fund_id', 'int'], ['date', 'date'], ['net_value', 'numeric'], ['net_cumulative', 'numeric'], ['percent', 'numeric'], ['year_yld', 'numeric'], ['tenthou_unit_incm', 'numeric']];
export const INDEX_VALUE_COLUMNS: readonly CopyColumn[] = [['index_id', 'int'], ['date', 'date'], ['close', 'numeric'], ['pe', 'numeric'], ['pb', 'numeric']];

/** The plan's tables the seed inserts row by row (a MarketPlan is one; its series are in the bulk rows). */
export type MarketTables = Omit<MarketPlan, 'funds' | 'indexes'> & {
  funds: readonly { row: Insertable<FundsTable> }[];
  indexes: readonly { row: Insertable<MarketIndexesTable> }[];
};

export interface MarketRows {
  plan: MarketTables;
  /** The research rows; a promise while a worker thread still computes them (the market is written meanwhile). */
  research: ResearchRows | Promise<ResearchRows>;
  navRows: BulkRows;
  indexRows: BulkRows;
}

/** The market of the day and its NAV and index rows, as computed. */
function computeMarket(asOf: string) {
  const plan = buildMarketPlan(asOf);
  // A fee table with a gap, an overlap or a fee where none belongs would show one fee and charge another: refuse it.
  const feeProblems = plan.funds.flatMap(({ row }) => validateFeeSchedule(fundFeeSchedule(row), row).map((p) => `${row.symbol}: ${p}`));
  if (feeProblems.length > 0) throw new Error(`演示基金费率表不一致:\n${feeProblems.join('\n')}`);
  const navRows = plan.funds.flatMap((f) => f.navs.map((n) => ({ fund_id: Number(f.row.id), ...n })));
  const indexRows = plan.indexes.flatMap((ix) => ix.series.rows.map((r) => ({ index_id: Number(ix.row.id), ...r })));
  return { plan, navRows, indexRows };
}

/** The market of the day and its rows (research too) as the tables take them. */
export function marketRows(asOf: string): MarketRows {
  const market = computeMarket(asOf);
  return { ...market, research: buildResearchPlan(market.plan, asOf) };
}

/**
 * The market's rows as a worker thread sends them first: the bulk tables as COPY text, the plan without
 * its NAV and index series (they are in that text); and the plan, for the research computed after.
 */
export function marketAsText(asOf: string): { rows: Omit<MarketRows, 'research'>; plan: MarketPlan } {
  const { plan, navRows, indexRows } = computeMarket(asOf);
  return {
    rows: {
      plan: { ...plan, funds: plan.funds.map(({ row }) => ({ row })), indexes: plan.indexes.map(({ row }) => ({ row })) },
      navRows: asCopyText(NAV_COLUMNS, navRows),
      indexRows: asCopyText(INDEX_VALUE_COLUMNS, indexRows),
    },
    plan,
  };
}

/** The research rows as a worker thread sends them second (bulk tables as COPY text). */
export function researchRowsAsText(plan: MarketPlan, asOf: string): ResearchRows {
  return researchAsText(buildResearchPlan(plan, asOf));
}
