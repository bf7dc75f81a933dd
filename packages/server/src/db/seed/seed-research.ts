// Writes the research side of the demo market inside the market seed's transaction: stocks, holders,
// block trades, fund holdings and allocations, dividends, styles, topics, proposals, predicts, the
// status feed and the diagnosis history. Big tables go in through copyRows like seed-market.ts.
import { type InsertObject, type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { copyRows } from '../copy-rows';
import { buildAnalyses } from './analyses-plan';
import { buildFeedPlan } from './feed-plan';
import { feedSubjects } from './feed-subjects';
import { buildFundResearchPlan } from './fund-research-plan';
import { buildMarketPlan, type MarketPlan } from './market-plan';
import { Prng } from '../../market-model/prng';
import { buildProposals, buildTopics } from './research-catalog';
import { buildStockPlan } from './stock-plan';

export const RESEARCH_MARKER_KEY = 'demo_research_seed';
const RESEARCH_SEED = 20240917;
/** The research tables of thousands of rows (seed-market.ts loads them with their foreign keys checked after). */
export const RESEARCH_BULK_TABLES = ['stock_days', 'stock_holders', 'fund_asset_allocations', 'fund_holdings'] as const;

async function insertChunks<T extends keyof DB & string>(db: Kysely<DB>, table: T, rows: readonly InsertObject<DB, T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    if (part.length > 0) await db.insertInto(table).values(part).execute();
  }
}

async function resetSequences(db: Kysely<DB>): Promise<void> {
  for (const table of ['stocks', 'shareholders', 'statuses', 'status_comments', 'fund_topics', 'fund_proposals']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/** The research rows of a market: seconds of computing, no database (seed-market.ts computes them ahead). */
export function buildResearchPlan(market: MarketPlan, asOf: string) {
  const rng = new Prng(RESEARCH_SEED);
  const stocks = buildStockPlan(rng, market.days, asOf);
  const research = buildFundResearchPlan(rng, market, stocks.stocks, stocks.closes, asOf);
  const feed = buildFeedPlan(rng, feedSubjects(market, stocks.stocks), asOf);
  const analyses = buildAnalyses(rng, market, research.allocations, asOf);
  return { stocks, research, feed, analyses, topics: buildTopics(market.funds), proposals: buildProposals(market.funds, asOf) };
}

export type ResearchPlan = ReturnType<typeof buildResearchPlan>;

export async function seedResearch(db: Kysely<DB>, plan: ResearchPlan, asOf: string): Promise<void> {
  const { stocks, research, feed, analyses } = plan;
  await insertChunks(db, 'stocks', stocks.stocks);
  await copyRows(db, 'stock_days', [['stock_id', 'int'], ['date', 'date'], ['open', 'numeric'], ['high', 'numeric'], ['low', 'numeric'], ['close', 'numeric'], ['last_close', 'numeric'], ['volume', 'bigint'], ['amount', 'numeric']], stocks.days);
  await insertChunks(db, 'shareholders', stocks.shareholders);
  await copyRows(db, 'stock_holders', [['stock_id', 'int'], ['shareholder_id', 'int'], ['report_date', 'date'], ['rank', 'smallint'], ['shares', 'numeric'], ['percent', 'numeric'], ['change_shares', 'numeric']], stocks.holders);
  await insertChunks(db, 'stock_holder_counts', stocks.holderCounts);
  await insertChunks(db, 'block_trades', stocks.blockTrades);
  await copyRows(db, 'fund_asset_allocations', [['fund_id', 'int'], ['report_date', 'date'], ['stock', 'numeric'], ['bond', 'numeric'], ['cash', 'numeric'], ['other', 'numeric'], ['net_assets', 'numeric'], ['institution_percent', 'numeric'], ['individual_percent', 'numeric'], ['internal_percent', 'numeric']], research.allocations);
  await copyRows(db, 'fund_holdings', [['fund_id', 'int'], ['stock_id', 'int'], ['report_date', 'date'], ['rank', 'smallint'], ['percent', 'numeric'], ['shares', 'numeric'], ['market_value', 'numeric']], research.holdings);
  await insertChunks(db, 'fund_dividends', research.dividends);
  await insertChunks(db, 'fund_style_tags', research.styles);
  await insertChunks(db, 'fund_predicts', research.predicts);
  await insertChunks(db, 'fund_topics', plan.topics);
  await insertChunks(db, 'fund_proposals', plan.proposals);
  await insertChunks(db, 'statuses', feed.statuses);
  await insertChunks(db, 'status_symbols', feed.symbols);
  await insertChunks(db, 'status_managers', feed.managers);
  await insertChunks(db, 'status_comments', feed.comments);
  await insertChunks(db, 'fund_analyses', analyses);
  await resetSequences(db);
  await db.insertInto('app_meta').values({ key: RESEARCH_MARKER_KEY, value: JSON.stringify({ asOf, seed: RESEARCH_SEED }) }).execute();
}

/**
 * A database whose market was seeded before the research side existed gets it now, from the same
 * deterministic market plan (same as-of date); otherwise nothing happens.
 */
export async function ensureResearch(db: Kysely<DB>, asOf: string): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('key').where('key', '=', RESEARCH_MARKER_KEY).executeTakeFirst();
  if (done) return false;
  const plan = buildMarketPlan(asOf);
  await db.transaction().execute((trx) => seedResearch(trx, buildResearchPlan(plan, asOf), asOf));
  return true;
}
