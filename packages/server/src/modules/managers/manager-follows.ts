// Followed managers of a logged-in user (newest first); a guest's list lives on the device.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { iso } from '../auth/timestamps';
import { toManager } from './manager-mapper';
import { managerOf } from './manager-research';

export async function followedManagers(db: Kysely<DB>, userId: number | null): Promise<Wire.FundManager[]> {
  if (userId === null) return [];
  const rows = await db
    .selectFrom('manager_follows as mf')
    .innerJoin('managers', 'managers.id', 'mf.manager_id')
    .innerJoin('fund_companies', 'fund_companies.id', 'managers.company_id')
    .selectAll('managers')
    .select('fund_companies.abbr_name as company_name')
    .where('mf.user_id', '=', userId)
    .orderBy('mf.created_at', 'desc')
    .orderBy('managers.id')
    .execute();
  return rows.map(toManager);
}

export async function setManagerFollow(db: Kysely<DB>, userId: number, id: number, follow: boolean, now: Date): Promise<void> {
  await managerOf(db, id);
  if (follow) {
    await db.insertInto('manager_follows').values({ user_id: userId, manager_id: id, created_at: iso(now) }).onConflict((oc) => oc.columns(['user_id', 'manager_id']).doNothing()).execute();
  } else {
    await db.deleteFrom('manager_follows').where('user_id', '=', userId).where('manager_id', '=', id).execute();
  }
}
