// Brings a database's schema up to date with the migrations in ./migrations.
import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations';
import type { DB } from './schema';

/** Brings the schema up to date; a failed migration stops the start-up with its cause. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`数据库迁移失败${name}`, { cause: error });
  }
}
