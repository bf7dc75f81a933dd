// Consents and sent subscribe messages (tables of migrations/0690-subscribe-messages.ts).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function setConsents(db: Kysely<DB>, userId: number, topics: readonly string[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('subscribe_consents').where('user_id', '=', userId).execute();
    if (topics.length > 0) await tx.insertInto('subscribe_consents').values(topics.map((topic) => ({ user_id: userId, topic }))).execute();
  });
}

export async function consentsOf(db: Kysely<DB>, userId: number): Promise<string[]> {
  return (await db.selectFrom('subscribe_consents').select('topic').where('user_id', '=', userId).orderBy('topic').execute()).map((r) => r.topic);
}

/** Users with any consent, each with the topics allowed. */
export async function consentingUsers(db: Kysely<DB>): Promise<Map<number, Set<string>>> {
  const rows = await db.selectFrom('subscribe_consents').select(['user_id', 'topic']).orderBy('user_id').execute();
  const users = new Map<number, Set<string>>();
  for (const r of rows) users.set(r.user_id, (users.get(r.user_id) ?? new Set()).add(r.topic));
  return users;
}

/** Claims the event for the user: false when a message for it was already recorded (by this or another node). */
export async function claimMessage(db: Kysely<DB>, row: { user_id: number; topic: string; event_key: string; title: string; detail: string; page: string; adapter: string; sent_at: string }): Promise<number | null> {
  const inserted = await db.insertInto('subscribe_messages').values(row).onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing()).returning('id').executeTakeFirst();
  return inserted?.id ?? null;
}

export async function unclaimMessage(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('subscribe_messages').where('id', '=', id).execute();
}

export function sentTo(db: Kysely<DB>, userId: number) {
  return db.selectFrom('subscribe_messages').select(['topic', 'title', 'detail', 'page', 'sent_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
}
