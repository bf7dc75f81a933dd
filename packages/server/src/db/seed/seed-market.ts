// Writes the demo market into the database once. Big tables go in through copyRows (db/copy-rows.ts): one
// COPY on PGlite, unnest() batches on PostgreSQL.
import { type Kysely, sql } from 'kysely';
import { beijingDate, beijingInstant, CUT_OFF_MINUTES } from '@fund/core/calendar';
import { fundFeeSchedule, validateFeeSchedule } from '@fund/core/trade';
import type { DB } from '../schema';
import { startFromTemplate } from '../test-templates/templated-database';
import { DEMO_SEED, type MarketPlan, buildMarketPlan } from './market-plan';
import { buildResearchPlan, ensureResearch, RESEARCH_BULK_TABLES, type ResearchPlan, seedResearch } from './seed-research';
import { withForeignKeysAfter } from './bulk-load';
import { copyRows, type CopyColumn } from '../copy-rows';
import { seedPortfolios } from './seed-portfolios';
import { seedFutures } from './seed-futures';

export const SEED_MARKER_KEY = 'demo_market_seed';
/** The tables loaded by the thousand, whose foreign keys are checked once after the load. */
const BULK_TABLES = ['index_values', 'fund_navs', ...RESEARCH_BULK_TABLES] as const;

export interface SeedResult {
  seeded: boolean;
  asOf: string;
  funds: number;
  navRows: number;
  ms: number;
}

const NAV_COLUMNS: readonly CopyColumn[] = [['fund_id', 'int'], ['date', 'date'], ['net_value', 'numeric'], ['net_cumulative', 'numeric'], ['percent', 'numeric'], ['year_yld', 'numeric'], ['tenthou_unit_incm', 'numeric']];
const INDEX_VALUE_COLUMNS: readonly CopyColumn[] = [['index_id', 'int'], ['date', 'date'], ['close', 'numeric'], ['pe', 'numeric'], ['pb', 'numeric']];

async function insertDays(db: Kysely<DB>, days: string[]): Promise<void> {
  await sql`insert into trading_days (date) select * from unnest(${days}::date[])`.execute(db);
}

/** Rows were inserted with explicit ids: move each serial past them so later inserts do not collide. */
async function resetSequences(db: Kysely<DB>): Promise<void> {
  for (const table of ['fund_companies', 'managers', 'market_indexes', 'sectors', 'funds']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
}

interface MarketRows {
  plan: MarketPlan;
  research: ResearchPlan;
  navRows: NavRowOfFund[];
  indexRows: IndexRowOfIndex[];
}

type NavRowOfFund = { fund_id: number; date: string; net_value: string; net_cumulative: string; percent: string | null; year_yld: string | null; tenthou_unit_incm: string | null };
type IndexRowOfIndex = { index_id: number; date: string; close: string; pe: string; pb: string };

/** The market of the day and its rows (research too) as the tables take them: seconds of computing, no database. */
function marketRows(asOf: string): MarketRows {
  const plan = buildMarketPlan(asOf);
  // A fee table with a gap, an overlap or a fee where none belongs would show one fee and charge another: refuse it.
  const feeProblems = plan.funds.flatMap(({ row }) => validateFeeSchedule(fundFeeSchedule(row), row).map((p) => `${row.symbol}: ${p}`));
  if (feeProblems.length > 0) throw new Error(`演示基金费率表不一致:\n${feeProblems.join('\n')}`);
  const navRows = plan.funds.flatMap((f) => f.navs.map((n) => ({ fund_id: Number(f.row.id), ...n })));
  const indexRows = plan.indexes.flatMap((ix) => ix.series.rows.map((r) => ({ index_id: Number(ix.row.id), ...r })));
  return { plan, research: buildResearchPlan(plan, asOf), navRows, indexRows };
}

let ahead: { asOf: string; rows: MarketRows } | undefined;

/**
 * Computes the market of `asOf` ahead of the seed (main.ts, while a new data directory is made on the
 * other core), for the seed of that day to take.
 */
export function computeMarketAhead(asOf: string): void {
  ahead = { asOf, rows: marketRows(asOf) };
}

/** The rows computed ahead for this day, once; else computed now. */
function takeMarketRows(asOf: string): MarketRows {
  const rows = ahead?.asOf === asOf ? ahead.rows : marketRows(asOf);
  ahead = undefined;
  return rows;
}

/**
 * Seeds the demo market unless it is there already. The market is the same for the same as-of date
 * (default: today in China): a fixed PRNG seed, no Math.random.
 */
/** The as-of date, or the instant whose Beijing date it is (the clock the seed is given). */
export type SeedMarketOptions = { asOf: string; now?: Date } | { asOf?: undefined; now: Date };

export async function seedDemoMarket(db: Kysely<DB>, opts: SeedMarketOptions): Promise<SeedResult> {
  const started = performance.now();
  const asOf = opts.asOf === undefined ? beijingDate(opts.now) : opts.asOf;
  // The portfolio marker's stamp: the clock's instant, else the as-of day's close (same for every run).
  const seededAt = opts.now ?? beijingInstant(asOf, CUT_OFF_MINUTES);
  // A fresh test database (server jest setup) copies this very seed, made once per source version.
  const fromTemplate = startFromTemplate(db, {
    name: `demo market as of ${asOf}, portfolios at ${opts.now?.toISOString() ?? 'the seed time'}`,
    fill: (migrated) => seedDemoMarket(migrated, { ...opts, asOf }),
  });
  const existing = await db.selectFrom('app_meta').select('value').where('key', '=', SEED_MARKER_KEY).executeTakeFirst();
  if (existing) {
    const info = JSON.parse(existing.value) as { asOf: string; funds: number; navRows: number };
    if (fromTemplate) return { seeded: true, asOf: info.asOf, funds: info.funds, navRows: info.navRows, ms: Math.round(performance.now() - started) };
    await ensureResearch(db, info.asOf);
    // A market seeded before the portfolios existed gets them now.
    await db.transaction().execute((trx) => seedPortfolios(trx, seededAt));
    await db.transaction().execute((trx) => seedFutures(trx, info.asOf));
    return { seeded: false, asOf: info.asOf, funds: info.funds, navRows: info.navRows, ms: Math.round(performance.now() - started) };
  }
  const { plan, research, navRows, indexRows } = takeMarketRows(asOf);

  // One transaction: a seed cut short (Ctrl-C, crash) leaves nothing behind and is redone next start.
  await db.transaction().execute(async (trx) => {
    await insertDays(trx, plan.days);
    await trx.insertInto('fund_companies').values(plan.companies).execute();
    await trx.insertInto('managers').values(plan.managers).execute();
    await trx.insertInto('sectors').values(plan.sectors).execute();
    await trx.insertInto('market_indexes').values(plan.indexes.map((ix) => ix.row)).execute();
    for (let i = 0; i < plan.funds.length; i += 100) {
      await trx.insertInto('funds').values(plan.funds.slice(i, i + 100).map((f) => f.row)).execute();
    }
    await withForeignKeysAfter(trx, BULK_TABLES, async () => {
      await copyRows(trx, 'index_values', INDEX_VALUE_COLUMNS, indexRows);
      await copyRows(trx, 'fund_navs', NAV_COLUMNS, navRows);
      await seedResearch(trx, research, asOf);
    });
    await trx.insertInto('fund_managers').values(plan.fundManagers).execute();
    await sql`update sectors set
      percent_day = (select round(avg(percent_day), 2) from funds where funds.sector_id = sectors.id),
      percent_year = (select round(avg(percent_year), 2) from funds where funds.sector_id = sectors.id)`.execute(trx);
    await resetSequences(trx);
    await seedPortfolios(trx, seededAt);
    await seedFutures(trx, asOf);
    const marker = JSON.stringify({ asOf, seed: DEMO_SEED, funds: plan.funds.length, navRows: navRows.length });
    await trx.insertInto('app_meta').values({ key: SEED_MARKER_KEY, value: marker }).execute();
  });
  return { seeded: true, asOf, funds: plan.funds.length, navRows: navRows.length, ms: Math.round(performance.now() - started) };
}
