// SQL of the Idempotency-Key rows: one per user and key, holding the request's hash and, once the work
// committed in the same transaction, the stored answer.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export function keyRow(db: Db, userId: number, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

/**
 * Claims the key in this transaction; undefined when the key is already there. Blocks while another
 * transaction holds the same key uncommitted (the unique index on user and key).
 */
export function claimKey(trx: Transaction<DB>, userId: number, key: string, hash: string, now: Date) {
  return trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: hash, state: 'done', answer: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
}

export async function storeAnswer(trx: Transaction<DB>, userId: number, key: string, answer: string): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ answer }).where('user_id', '=', userId).where('key', '=', key).execute();
}
