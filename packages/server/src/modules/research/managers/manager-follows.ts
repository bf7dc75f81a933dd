// Followed managers of a logged-in user (newest first); a guest's list lives on the device.
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { iso } from '../../account/auth/timestamps';
import { toManager } from './manager-mapper';
import { managerOf } from './manager-research';
import { deleteManagerFollow, followedManagerRows, insertManagerFollow } from './managers-repo';

export async function followedManagers(db: Kysely<DB>, userId: number | null): Promise<Wire.FundManager[]> {
  if (userId === null) return [];
  const rows = await followedManagerRows(db, userId);
  return rows.map(toManager);
}

export async function setManagerFollow(db: Kysely<DB>, userId: number, id: number, follow: boolean, now: Date): Promise<void> {
  await managerOf(db, id);
  if (follow) {
    await insertManagerFollow(db, userId, id, iso(now));
  } else {
    await deleteManagerFollow(db, userId, id);
  }
}
