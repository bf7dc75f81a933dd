// The user's avatar file name on their account row.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { findUser, updateUser } from '../repo';
import { iso } from '../auth/timestamps';

/** The stored avatar file of the user, null when they have none (or no such user). */
export async function avatarFileOf(db: Kysely<DB>, userId: number): Promise<string | null> {
  return (await findUser(db, userId))?.avatar_file ?? null;
}

export async function setAvatarFile(db: Kysely<DB>, userId: number, name: string, now: Date): Promise<void> {
  await updateUser(db, userId, { avatar_file: name, updated_at: iso(now) });
}
