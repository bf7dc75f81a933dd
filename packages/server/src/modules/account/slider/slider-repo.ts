// SQL of the slider puzzle: challenges by token hash, their answer and the pass they yield.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { at } from '../auth/timestamps';

export async function insertChallenge(db: Kysely<DB>, tokenHash: string, gapX: number, createdAt: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('slider_challenges')
    .values({ token_hash: tokenHash, gap_x: gapX, created_at: createdAt, expires_at: expiresAt })
    .execute();
}

/** Marks an unanswered, unexpired challenge answered and answers its gap; undefined when there is none. */
export async function claimChallenge(db: Kysely<DB>, tokenHash: string, answeredAt: string, now: Date) {
  return db
    .updateTable('slider_challenges')
    .set({ answered_at: answeredAt })
    .where('token_hash', '=', tokenHash)
    .where('answered_at', 'is', null)
    .where('expires_at', '>', at(now))
    .returning(['gap_x'])
    .executeTakeFirst();
}

export async function setPass(db: Kysely<DB>, tokenHash: string, passHash: string, passExpiresAt: string): Promise<void> {
  await db
    .updateTable('slider_challenges')
    .set({ pass_hash: passHash, pass_expires_at: passExpiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Uses an unexpired, unused pass; true when one row was updated. */
export async function usePass(db: Kysely<DB>, passHash: string, usedAt: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('slider_challenges')
    .set({ pass_used_at: usedAt })
    .where('pass_hash', '=', passHash)
    .where('pass_used_at', 'is', null)
    .where('pass_expires_at', '>', at(now))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
