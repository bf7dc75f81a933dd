// SQL of public user pages: users' public fields and follows between users.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export function publicUserRow(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select(['id', 'username', 'avatar_file']).where('id', '=', id).executeTakeFirst();
}

export async function countFollowers(db: Kysely<DB>, userId: number): Promise<number> {
  const count = await db.selectFrom('user_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('followee_id', '=', userId).executeTakeFirst();
  return Number(count?.n ?? 0);
}

export async function isFollowing(db: Kysely<DB>, followerId: number, followeeId: number): Promise<boolean> {
  return (await db.selectFrom('user_follows').select('follower_id').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).executeTakeFirst()) !== undefined;
}

export async function insertFollow(db: Kysely<DB>, followerId: number, followeeId: number, at: string): Promise<void> {
  await db
    .insertInto('user_follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: at })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .execute();
}

export async function deleteFollow(db: Kysely<DB>, followerId: number, followeeId: number): Promise<void> {
  await db.deleteFrom('user_follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
}

function mutualFollows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_follows as mine')
    .innerJoin('user_follows as theirs', (j) => j.onRef('theirs.follower_id', '=', 'mine.followee_id').onRef('theirs.followee_id', '=', 'mine.follower_id'))
    .innerJoin('users', 'users.id', 'mine.followee_id')
    .where('mine.follower_id', '=', userId);
}

export async function countFriends(db: Kysely<DB>, userId: number): Promise<number> {
  return Number((await mutualFollows(db, userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
}

/** A page of the users who follow the user back, newest follow first. */
export async function friendPage(db: Kysely<DB>, userId: number, limit: number, offset: number) {
  return mutualFollows(db, userId)
    .select(['users.id', 'users.username', 'users.avatar_file'])
    .orderBy('mine.created_at', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .offset(offset)
    .execute();
}
