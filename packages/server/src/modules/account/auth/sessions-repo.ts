// SQL of login sessions: rows by token hash, their last-seen touch, revocation.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { precompiled } from '../../../db/precompiled';

export async function insertSession(db: Kysely<DB>, row: { token_hash: string; user_id: number; created_at: string; last_seen_at: string; expires_at: string }): Promise<void> {
  await db
    .insertInto('sessions')
    .values(row)
    .execute();
}

// Precompiled (db/precompiled.ts): every signed-in call reads its session.
const selectSession = precompiled((db, v: { hash: string }) => db.selectFrom('sessions').select(['user_id', 'expires_at', 'last_seen_at']).where('token_hash', '=', v.hash));

export async function sessionByHash(db: Kysely<DB>, hash: string) {
  return (await selectSession(db, { hash })).rows[0];
}

export async function touchSession(db: Kysely<DB>, hash: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', hash).execute();
}

export async function deleteSession(db: Kysely<DB>, hash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
}

/** Deletes the user's sessions, but the one kept (when given). */
export async function deleteUserSessions(db: Kysely<DB>, userId: number, keepHash: string | null = null): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepHash !== null) q = q.where('token_hash', '!=', keepHash);
  await q.execute();
}
