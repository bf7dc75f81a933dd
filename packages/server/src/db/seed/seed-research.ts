// Writes the research side of the demo market inside the market seed's transaction: stocks, holders,
// block trades, fund holdings and allocations, dividends, styles, topics, proposals, predicts, the
// status feed and the diagnosis history. Big tables go in through copyRows like seed-market.ts.
import { type InsertObject, type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { copyRows } from '../copy-rows';
import { buildMarketPlan } from './market-plan';
import { ALLOCATION_COLUMNS, buildResearchPlan, HOLDING_COLUMNS, RESEARCH_SEED, type ResearchRows, STOCK_DAY_COLUMNS, STOCK_HOLDER_COLUMNS } from './research-rows';

export const RESEARCH_MARKER_KEY = 'demo_research_seed';
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

export async function seedResearch(db: Kysely<DB>, plan: ResearchRows, asOf: string): Promise<void> {
  const { stocks, research, feed, analyses } = plan;
  await insertChunks(db, 'stocks', stocks.stocks);
  await copyRows(db, 'stock_days', STOCK_DAY_COLUMNS, stocks.days);
  await insertChunks(db, 'shareholders', stocks.shareholders);
  await copyRows(db, 'stock_holders', STOCK_HOLDER_COLUMNS, stocks.holders);
  await insertChunks(db, 'stock_holder_counts', stocks.holderCounts);
  await insertChunks(db, 'block_trades', stocks.blockTrades);
  await copyRows(db, 'fund_asset_allocations', ALLOCATION_COLUMNS, research.allocations);
  await copyRows(db, 'fund_holdings', HOLDING_COLUMNS, research.holdings);
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
