// The Kysely view of every table. Each area declares its tables in db/tables and adds them here.
import type { AppMetaTable } from './tables/meta-tables';

export interface DB {
  app_meta: AppMetaTable;
}
