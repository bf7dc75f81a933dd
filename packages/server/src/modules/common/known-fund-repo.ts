// SQL of the known-fund check: whether a fund id names a fund at all.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function fundIdExists(db: Kysely<DB>, fundId: number): Promise<boolean> {
  return (await db.selectFrom('funds').select('id').where('id', '=', fundId).executeTakeFirst()) !== undefined;
}
