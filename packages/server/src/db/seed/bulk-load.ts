// Bulk loads (the demo market's ~200,000 NAVs and its research tables) without a foreign-key lookup per
// row: the tables' own foreign keys are dropped for the load and added back after it, which checks every
// row in one join. Half the CPU of inserting the NAVs with the keys in place, on PGlite and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs `load` with the foreign keys that `tables` hold dropped, then adds them back as they were (the
 * catalogue's own definition), which fails if a loaded row breaks one. Run it inside a transaction: a
 * load cut short then leaves the keys in place.
 */
export async function withForeignKeysAfter<T>(db: Kysely<DB>, tables: readonly (keyof DB & string)[], load: () => Promise<T>): Promise<T> {
  const { rows: keys } = await sql<ForeignKey>`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' and conrelid = any(${[...tables]}::regclass[]) order by conrelid, conname`.execute(db);
  for (const key of keys) await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(db);
  const loaded = await load();
  for (const key of keys) await sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(db);
  return loaded;
}
