// SQL of the Idempotency-Key rows: one per user and key, holding the request's hash and, once the work
// committed in the same transaction, the stored answer. Precompiled: every money-moving call runs them.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { precompiled } from '../../db/precompiled';

type Db = Kysely<DB> | Transaction<DB>;

const selectKey = precompiled((db, v: { userId: number; key: string }) => db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', v.userId).where('key', '=', v.key));

export async function keyRow(db: Db, userId: number, key: string) {
  return (await selectKey(db, { userId, key })).rows[0];
}

const insertKey = precompiled((db, v: { userId: number; key: string; hash: string; at: string }) =>
  db
    .insertInto('idempotency_keys')
    .values({ user_id: v.userId, key: v.key, request_hash: v.hash, state: 'done', answer: null, created_at: v.at })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key'),
);

/**
 * Claims the key in this transaction; undefined when the key is already there. Blocks while another
 * transaction holds the same key uncommitted (the unique index on user and key).
 */
export async function claimKey(trx: Transaction<DB>, userId: number, key: string, hash: string, now: Date) {
  return (await insertKey(trx, { userId, key, hash, at: now.toISOString() })).rows[0];
}

const updateAnswer = precompiled((db, v: { userId: number; key: string; answer: string }) => db.updateTable('idempotency_keys').set({ answer: v.answer }).where('user_id', '=', v.userId).where('key', '=', v.key));

export async function storeAnswer(trx: Transaction<DB>, userId: number, key: string, answer: string): Promise<void> {
  await updateAnswer(trx, { userId, key, answer });
}
