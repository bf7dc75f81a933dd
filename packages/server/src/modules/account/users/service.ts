// Public user pages and follows. A profile shows only public fields (nickname, avatar, counts);
// the friends list (mutual follows) is private to its owner.
import type { Kysely } from 'kysely';
import type { Wire } from '@fund/core/api';
import { ACCOUNT_MESSAGES } from '@fund/core/account';
import type { DB } from '../../../db/schema';
import { ApiError, detailError } from '../../../http/api-error';
import { avatarUrls } from '../avatar/avatar-store';
import { iso } from '../auth/timestamps';
import * as repo from './users-repo';

function publicUser(row: { id: number; username: string; avatar_file: string | null }): Wire.User {
  return { id: row.id, username: row.username, ...avatarUrls(row.avatar_file) };
}

async function existingUser(db: Kysely<DB>, id: number) {
  const row = await repo.publicUserRow(db, id);
  if (!row) throw detailError(404, ACCOUNT_MESSAGES.userNotFound);
  return row;
}

export async function userProfile(db: Kysely<DB>, id: number, viewerId: number | null): Promise<Wire.User & { followed: boolean; followers_count: number }> {
  const row = await existingUser(db, id);
  const count = await repo.countFollowers(db, id);
  const followed = viewerId !== null && (await repo.isFollowing(db, viewerId, id));
  return { ...publicUser(row), followed, followers_count: count };
}

export async function follow(db: Kysely<DB>, followerId: number, followeeId: number, now: Date): Promise<void> {
  if (followerId === followeeId) throw new ApiError(400, { detail: [ACCOUNT_MESSAGES.cannotFollowSelf] });
  await existingUser(db, followeeId);
  await repo.insertFollow(db, followerId, followeeId, iso(now));
}

export async function unfollow(db: Kysely<DB>, followerId: number, followeeId: number): Promise<void> {
  await existingUser(db, followeeId);
  await repo.deleteFollow(db, followerId, followeeId);
}

/** Users who follow me and whom I follow, newest follow first. */
export async function friends(db: Kysely<DB>, userId: number, page: number, pageSize: number): Promise<Wire.Page<Wire.User>> {
  const total = await repo.countFriends(db, userId);
  const rows = await repo.friendPage(db, userId, pageSize, (page - 1) * pageSize);
  return { current_page: page, total_count: total, total_page: Math.max(1, Math.ceil(total / pageSize)), results: rows.map(publicUser) };
}
