// SQL of SMS captchas and the development outbox.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { iso, at } from '../auth/timestamps';

export function latestCaptcha(db: Kysely<DB>, mobileHash: string) {
  return db
    .selectFrom('sms_captchas')
    .selectAll()
    .where('mobile_hash', '=', mobileHash)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countSentSince(db: Kysely<DB>, mobileHash: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_captchas')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile_hash', '=', mobileHash)
    .where('created_at', '>=', at(since))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertCaptcha(db: Kysely<DB>, row: { mobile_hash: string; code_hash: string; created_at: string; expires_at: string }) {
  await db.insertInto('sms_captchas').values(row).execute();
}

export async function addAttempt(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('sms_captchas').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
}

/** Marks the code used; false when another request used it first. */
export async function useCaptcha(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
  const r = await db.updateTable('sms_captchas').set({ used_at: iso(now) }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function latestOutboxMessage(db: Kysely<DB>, mobileHash: string) {
  return db
    .selectFrom('sms_outbox')
    .select(['code', 'sent_at'])
    .where('mobile_hash', '=', mobileHash)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
