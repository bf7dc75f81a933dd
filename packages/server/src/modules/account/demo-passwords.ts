// The demo users' login password hashes are made ahead when a new database is seeded: scrypt (a third of a
// second each) runs on libuv's pool beside the market seed, which keeps the main thread busy meanwhile.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { hashSecret } from './auth/secrets';
import { findUserByMobileHash } from './repo';
import { userMobileHash } from './service';

export interface DemoUser {
  mobile: string;
  password: string;
}

const ahead = new Map<string, Promise<string>>();

/** Starts hashing the password of each of these users the database does not have yet. */
export async function hashDemoPasswordsAhead(db: Kysely<DB>, users: readonly DemoUser[]): Promise<void> {
  for (const user of users) {
    if (ahead.has(user.mobile) || (await findUserByMobileHash(db, userMobileHash({ mobile: user.mobile })))) continue;
    const hash = hashSecret(user.password);
    // Awaited by demoPasswordHash; a failure shows there.
    hash.catch(() => undefined);
    ahead.set(user.mobile, hash);
  }
}

/** The user's password hash made ahead (taken once), else one made now. */
export function demoPasswordHash(user: DemoUser): Promise<string> {
  const hash = ahead.get(user.mobile);
  ahead.delete(user.mobile);
  return hash ?? hashSecret(user.password);
}
