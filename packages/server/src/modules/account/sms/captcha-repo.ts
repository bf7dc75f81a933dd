// SQL of SMS captchas and the development outbox.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { iso, at } from '../auth/timestamps';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Serialises the sends to one mobile until the caller's transaction ends: the resend wait and the daily
 * count are read and the new code written under it, so parallel requests cannot both pass the check.
 */
export async function lockMobile(trx: Transaction<DB>, mobileHash: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobileHash}`}))`.execute(trx);
}

export function captchaById(db: Db, id: number) {
  return db.selectFrom('sms_captchas').selectAll().where('id', '=', id).executeTakeFirst();
}

export function latestCaptcha(db: Db, mobileHash: string) {
  return db
    .selectFrom('sms_captchas')
    .selectAll()
    .where('mobile_hash', '=', mobileHash)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countSentSince(db: Db, mobileHash: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_captchas')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile_hash', '=', mobileHash)
    .where('created_at', '>=', at(since))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertCaptcha(db: Db, row: { mobile_hash: string; code_hash: string; created_at: string; expires_at: string }) {
  await db.insertInto('sms_captchas').values(row).execute();
}

/**
 * Counts a wrong guess in one statement guarded by "still live and under `maxTries`", so however many
 * guesses arrive at once no more than `maxTries` are ever counted as tries. Undefined when the code is
 * used, expired or already out of tries.
 */
export async function takeTry(db: Db, id: number, maxTries: number, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('sms_captchas')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at(now))
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Marks the code used; false when another request used it first, it expired or its tries ran out meanwhile. */
export async function useCaptcha(db: Kysely<DB>, id: number, now: Date, maxTries: number): Promise<boolean> {
  const r = await db.updateTable('sms_captchas').set({ used_at: iso(now) }).where('id', '=', id).where('used_at', 'is', null)
    .where('attempts', '<', maxTries).where('expires_at', '>', at(now)).executeTakeFirst();
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

/** The latest outbox message to a mobile with the session hash that asked for it. */
export function latestOutboxDelivery(db: Kysely<DB>, mobileHash: string) {
  return db
    .selectFrom('sms_outbox')
    .select(['code', 'sent_at', 'requester_hash'])
    .where('mobile_hash', '=', mobileHash)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertOutboxMessage(db: Kysely<DB>, row: { mobile_hash: string; code: string; sent_at: string; requester_hash: string | null }): Promise<void> {
  await db.insertInto('sms_outbox').values(row).execute();
}
