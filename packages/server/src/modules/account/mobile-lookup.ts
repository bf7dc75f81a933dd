// Whom a mobile number belongs to, by its hash: registered at all, or the logged-in user's own.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findUser, findUserByMobileHash } from './repo';
import { userMobileHash, type Credentials } from './service';

export async function isMobileRegistered(db: Kysely<DB>, mobile: string): Promise<boolean> {
  return (await findUserByMobileHash(db, userMobileHash({ mobile }))) !== undefined;
}

export async function isOwnMobile(db: Kysely<DB>, userId: number, mobile: Credentials): Promise<boolean> {
  return (await findUser(db, userId))?.mobile_hash === userMobileHash(mobile);
}
