// Name suggestions while typing: the funds whose code or name matches, best year first.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { listFunds } from '../../fund/funds-repo';

export async function fundNameSuggestions(db: Kysely<DB>, q: string, count: number): Promise<string[]> {
  const rows = await listFunds(db, { q }, { column: 'percent_year', direction: 'desc' }, { page: 1, page_size: count });
  return rows.map((f) => f.abbr_name);
}
