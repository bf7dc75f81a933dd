// Brings a database's schema up to date with the migrations in ./migrations.
import { type Kysely, Migrator, sql } from 'kysely';
import { migrationProvider } from './migrations';
import type { DB } from './schema';

/** Kysely's record of the migrations run (its default table name). */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Whether the database has run exactly the migrations the code has: then a start needs no Migrator, whose
 * lock and catalogue introspection cost about a second on PGlite. Any other case (a new database, a
 * migration to run, one the code no longer knows) goes through the Migrator, which runs or refuses it.
 */
async function schemaIsCurrent(db: Kysely<DB>): Promise<boolean> {
  const table = await sql<{ found: boolean }>`select to_regclass(${MIGRATION_TABLE}) is not null as found`.execute(db);
  if (table.rows[0]?.found !== true) return false;
  const ran = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  const known = Object.keys(await migrationProvider.getMigrations());
  const done = new Set(ran.rows.map((r) => r.name));
  return done.size === known.length && known.every((name) => done.has(name));
}

/** Brings the schema up to date; a failed migration stops the start-up with its cause. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  if (await schemaIsCurrent(db)) return;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`数据库迁移失败${name}`, { cause: error });
  }
}
