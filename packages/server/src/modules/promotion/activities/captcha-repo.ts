// SQL of the coupon captcha: pictures by key hash, their one check, and the pass a receive uses up.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { at } from '../../account/auth/timestamps';

export async function insertCaptcha(db: Kysely<DB>, row: { key_hash: string; user_id: number; answer: string; created_at: string; expires_at: string }): Promise<void> {
  await db.insertInto('coupon_captchas').values(row).execute();
}

/** Marks the user's live, unchecked captcha checked and answers its digits; undefined when there is none. */
export function claimCheck(db: Kysely<DB>, keyHash: string, userId: number, now: Date) {
  return db
    .updateTable('coupon_captchas')
    .set({ checked_at: now.toISOString() })
    .where('key_hash', '=', keyHash)
    .where('user_id', '=', userId)
    .where('checked_at', 'is', null)
    .where('expires_at', '>', at(now))
    .returning(['id', 'answer'])
    .executeTakeFirst();
}

export async function setCaptchaPass(db: Kysely<DB>, id: number, passHash: string, expiresAt: string): Promise<void> {
  await db.updateTable('coupon_captchas').set({ pass_hash: passHash, pass_expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Uses the user's live pass up; false when it is unknown, expired or used. */
export async function usePass(trx: Kysely<DB>, passHash: string, userId: number, now: Date): Promise<boolean> {
  const used = await trx
    .updateTable('coupon_captchas')
    .set({ used_at: now.toISOString() })
    .where('pass_hash', '=', passHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('pass_expires_at', '>', at(now))
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
