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

/** A user the seed makes later with a mobile drawn then (createDevInvestor: the demo store's follower). */
export interface LaterUser {
  password: string;
}

const ahead = new Map<string, Promise<string>>();
/** Hashes made ahead for later users, by password, each taken once. */
const laterAhead = new Map<string, Promise<string>[]>();

function started(password: string): Promise<string> {
  const hash = hashSecret(password);
  // Awaited by demoPasswordHash; a failure shows there.
  hash.catch(() => undefined);
  return hash;
}

/**
 * Starts hashing the password of each of these users the database does not have yet, and, when it lacks
 * one of them (a new database), of each later user its seed makes.
 */
export async function hashDemoPasswordsAhead(db: Kysely<DB>, users: readonly DemoUser[], later: readonly LaterUser[] = []): Promise<void> {
  let fresh = false;
  for (const user of users) {
    if (ahead.has(user.mobile) || (await findUserByMobileHash(db, userMobileHash({ mobile: user.mobile })))) continue;
    fresh = true;
    ahead.set(user.mobile, started(user.password));
  }
  if (!fresh) return;
  for (const user of later) laterAhead.set(user.password, [...(laterAhead.get(user.password) ?? []), started(user.password)]);
}

/** The user's password hash made ahead (taken once), else one made now. */
export function demoPasswordHash(user: DemoUser | LaterUser): Promise<string> {
  if (!('mobile' in user)) return laterAhead.get(user.password)?.shift() ?? hashSecret(user.password);
  const hash = ahead.get(user.mobile);
  ahead.delete(user.mobile);
  return hash ?? hashSecret(user.password);
}
