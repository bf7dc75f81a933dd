// Public user pages and follows. A profile shows only public fields (nickname, avatar, counts);
// the friends list (mutual follows) is private to its owner.
import type { Kysely } from 'kysely';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { avatarUrls } from '../avatar/avatar-store';
import { ACCOUNT_MESSAGES } from '../accounts/account-messages';
import { iso } from '../auth/timestamps';

function publicUser(row: { id: number; username: string; avatar_file: string | null }): Wire.User {
  return { id: row.id, username: row.username, ...avatarUrls(row.avatar_file) };
}

async function existingUser(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('users').select(['id', 'username', 'avatar_file']).where('id', '=', id).executeTakeFirst();
  if (!row) throw detailError(404, ACCOUNT_MESSAGES.userNotFound);
  return row;
}

export async function userProfile(db: Kysely<DB>, id: number, viewerId: number | null): Promise<Wire.User & { followed: boolean; followers_count: number }> {
  const row = await existingUser(db, id);
  const count = await db.selectFrom('user_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('followee_id', '=', id).executeTakeFirst();
  const followed =
    viewerId !== null &&
    (await db.selectFrom('user_follows').select('follower_id').where('follower_id', '=', viewerId).where('followee_id', '=', id).executeTakeFirst()) !== undefined;
  return { ...publicUser(row), followed, followers_count: Number(count?.n ?? 0) };
}

export async function follow(db: Kysely<DB>, followerId: number, followeeId: number, now = new Date()): Promise<void> {
  if (followerId === followeeId) throw new ApiError(400, { detail: [ACCOUNT_MESSAGES.cannotFollowSelf] });
  await existingUser(db, followeeId);
  await db
    .insertInto('user_follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: iso(now) })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .execute();
}

export async function unfollow(db: Kysely<DB>, followerId: number, followeeId: number): Promise<void> {
  await existingUser(db, followeeId);
  await db.deleteFrom('user_follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
}

/** Users who follow me and whom I follow, newest follow first. */
export async function friends(db: Kysely<DB>, userId: number, page: number, pageSize: number): Promise<Wire.Page<Wire.User>> {
  const base = db
    .selectFrom('user_follows as mine')
    .innerJoin('user_follows as theirs', (j) => j.onRef('theirs.follower_id', '=', 'mine.followee_id').onRef('theirs.followee_id', '=', 'mine.follower_id'))
    .innerJoin('users', 'users.id', 'mine.followee_id')
    .where('mine.follower_id', '=', userId);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .select(['users.id', 'users.username', 'users.avatar_file'])
    .orderBy('mine.created_at', 'desc')
    .orderBy('users.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { current_page: page, total_count: total, total_page: Math.max(1, Math.ceil(total / pageSize)), results: rows.map(publicUser) };
}
