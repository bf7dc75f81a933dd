// The research side of the demo market as rows, computed without a database (seed-research.ts writes
// them; a worker thread computes them ahead for a new data directory, see market-ahead.ts).
import { asCopyText, type BulkRows, type CopyColumn } from '../copy-text';
import { buildAnalyses } from './analyses-plan';
import { buildFeedPlan, type FeedPlan } from './feed-plan';
import { feedSubjects } from './feed-subjects';
import { buildFundResearchPlan, type FundResearchPlan } from './fund-research-plan';
import type { MarketPlan } from './market-plan';
import { Prng } from '../../market-model/prng';
import { buildProposals, buildTopics } from './research-catalog';
import { buildStockPlan, type StockPlan } from './stock-plan';

export const RESEARCH_SEED = 20240917;

export const STOCK_DAY_COLUMNS: readonly CopyColumn[] = [['stock_id', 'int'], ['date', 'date'], ['open', 'numeric'], ['high', 'numeric'], ['low', 'numeric'], ['close', 'numeric'], ['last_close', 'numeric'], ['volume', 'bigint'], ['amount', 'numeric']];
export const STOCK_HOLDER_COLUMNS: readonly CopyColumn[] = [['stock_id', 'int'], ['shareholder_id', 'int'], ['report_date', 'date'], ['rank', 'smallint'], ['shares', 'numeric'], ['percent', 'numeric'], ['change_shares', 'numeric']];
export const ALLOCATION_COLUMNS: readonly CopyColumn[] = [['fund_id', 'int'], ['report_date', 'date'], ['stock', 'numeric'], ['bond', 'numeric'], ['cash', 'numeric'], ['other', 'numeric'], ['net_assets', 'numeric'], ['institution_percent', 'numeric'], ['individual_percent', 'numeric'], ['internal_percent', 'numeric']];
export const HOLDING_COLUMNS: readonly CopyColumn[] = [['fund_id', 'int'], ['stock_id', 'int'], ['report_date', 'date'], ['rank', 'smallint'], ['percent', 'numeric'], ['shares', 'numeric'], ['market_value', 'numeric']];

/** The research rows of a market: seconds of computing, no database. */
export function buildResearchPlan(market: MarketPlan, asOf: string) {
  const rng = new Prng(RESEARCH_SEED);
  const stocks = buildStockPlan(rng, market.days, asOf);
  const research = buildFundResearchPlan(rng, market, stocks.stocks, stocks.closes, asOf);
  const feed = buildFeedPlan(rng, feedSubjects(market, stocks.stocks), asOf);
  const analyses = buildAnalyses(rng, market, research.allocations, asOf);
  return { stocks, research, feed, analyses, topics: buildTopics(market.funds), proposals: buildProposals(market.funds, asOf) };
}

export type ResearchPlan = ReturnType<typeof buildResearchPlan>;

/** What seedResearch writes: a ResearchPlan, or one whose bulk tables are COPY text (researchAsText). */
export interface ResearchRows {
  stocks: Omit<StockPlan, 'closes' | 'days' | 'holders' | 'reportDates'> & { days: BulkRows; holders: BulkRows };
  research: Omit<FundResearchPlan, 'allocations' | 'holdings'> & { allocations: BulkRows; holdings: BulkRows };
  feed: FeedPlan;
  analyses: ResearchPlan['analyses'];
  topics: ResearchPlan['topics'];
  proposals: ResearchPlan['proposals'];
}

/** The plan with its bulk tables as COPY text and without what only computing it needed (the closes). */
export function researchAsText(plan: ResearchPlan): ResearchRows {
  const { stocks, research } = plan;
  return {
    stocks: {
      stocks: stocks.stocks,
      shareholders: stocks.shareholders,
      holderCounts: stocks.holderCounts,
      blockTrades: stocks.blockTrades,
      days: asCopyText(STOCK_DAY_COLUMNS, stocks.days),
      holders: asCopyText(STOCK_HOLDER_COLUMNS, stocks.holders),
    },
    research: {
      dividends: research.dividends,
      styles: research.styles,
      predicts: research.predicts,
      allocations: asCopyText(ALLOCATION_COLUMNS, research.allocations),
      holdings: asCopyText(HOLDING_COLUMNS, research.holdings),
    },
    feed: plan.feed,
    analyses: plan.analyses,
    topics: plan.topics,
    proposals: plan.proposals,
  };
}
