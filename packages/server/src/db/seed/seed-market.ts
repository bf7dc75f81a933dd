// Writes the demo market into the database once. Big tables go in through copyRows (db/copy-rows.ts): one
// COPY on PGlite, unnest() batches on PostgreSQL.
import { type Kysely, sql } from 'kysely';
import { beijingDate, beijingInstant, CUT_OFF_MINUTES } from '@fund/core/calendar';
import type { DB } from '../schema';
import { startFromTemplate } from '../test-templates/templated-database';
import { DEMO_SEED } from './market-plan';
import { ensureResearch, RESEARCH_BULK_TABLES, seedResearch } from './seed-research';
import { withForeignKeysAfter } from './bulk-load';
import { copyRows } from '../copy-rows';
import { bulkCount } from '../copy-text';
import { takeMarketAhead } from './market-ahead';
import { INDEX_VALUE_COLUMNS, marketRows, NAV_COLUMNS } from './market-rows';
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

async function insertDays(db: Kysely<DB>, days: string[]): Promise<void> {
  await sql`insert into trading_days (date) select * from unnest(${days}::date[])`.execute(db);
}

/** Rows were inserted with explicit ids: move each serial past them so later inserts do not collide. */
async function resetSequences(db: Kysely<DB>): Promise<void> {
  for (const table of ['fund_companies', 'managers', 'market_indexes', 'sectors', 'funds']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
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
  // A new data directory's rows were computed in a worker thread meanwhile (market-ahead.ts).
  const { plan, research, navRows, indexRows } = await (takeMarketAhead(asOf) ?? marketRows(asOf));

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
      await seedResearch(trx, await research, asOf);
    });
    await trx.insertInto('fund_managers').values(plan.fundManagers).execute();
    await sql`update sectors set
      percent_day = (select round(avg(percent_day), 2) from funds where funds.sector_id = sectors.id),
      percent_year = (select round(avg(percent_year), 2) from funds where funds.sector_id = sectors.id)`.execute(trx);
    await resetSequences(trx);
    await seedPortfolios(trx, seededAt);
    await seedFutures(trx, asOf);
    const marker = JSON.stringify({ asOf, seed: DEMO_SEED, funds: plan.funds.length, navRows: bulkCount(navRows) });
    await trx.insertInto('app_meta').values({ key: SEED_MARKER_KEY, value: marker }).execute();
  });
  return { seeded: true, asOf, funds: plan.funds.length, navRows: bulkCount(navRows), ms: Math.round(performance.now() - started) };
}
