// PostgreSQL templates: a database per template on the test server, built once (under an advisory lock,
// so two workers never both build it) and copied by CREATE DATABASE … TEMPLATE for each test database.
import { Kysely } from 'kysely';
import type { DB } from '../schema';
import { postgresDialect } from '../drivers';
import { migrateToLatest } from '../migrate';
import { createDatabase, databaseUrl, withAdmin } from '../scratch-database';
import { MIGRATED, type Template, templateKey } from './template';

/** The template database's name, built first if need be. */
export async function postgresTemplate(serverUrl: string, template: Template): Promise<string> {
  const name = `template_${templateKey(template)}`;
  await withAdmin(serverUrl, async (admin) => {
    // Held until this session ends: a second worker waits here, then finds the database built.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    const base = template.fill ? await postgresTemplate(serverUrl, MIGRATED) : undefined;
    // Built under another name and renamed when complete: a build cut short is never used as a template.
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await createDatabase(admin, building, base);
    const db = new Kysely<DB>({ dialect: postgresDialect(databaseUrl(serverUrl, building)) });
    try {
      if (template.fill) await template.fill(db);
      else await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  });
  return name;
}
