// Migrations live in code (not read from a folder at run time) so tsx, ts-jest and any bundler see the same list.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-app-meta';

// Names sort lexically: keep the zero-padded prefix.
const MIGRATIONS: Record<string, Migration> = {
  '0001-app-meta': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
