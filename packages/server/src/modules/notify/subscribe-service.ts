// The caller's subscribe-message consent and the record of what was sent to them.
import type { Kysely } from 'kysely';
import { SUBSCRIBE_TEXTS, type SubscribeTopic } from '@fund/core/assets';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import type { SubscribeMessagePort } from '../../ports/subscribe-messages';
import { consentsOf, sentTo, setConsents } from './subscribe-repo';

export async function subscribe(db: Kysely<DB>, port: SubscribeMessagePort | null, userId: number, topics: readonly SubscribeTopic[]): Promise<{ topics: SubscribeTopic[] }> {
  // Fail closed: without a sending adapter no consent is taken, so nobody waits for a message never sent.
  if (port === null) throw detailError(503, SUBSCRIBE_TEXTS.notConfigured);
  await setConsents(db, userId, [...new Set(topics)]);
  return { topics: (await consentsOf(db, userId)) as SubscribeTopic[] };
}

export async function sentMessages(db: Kysely<DB>, userId: number) {
  const rows = await sentTo(db, userId);
  return { results: rows.map((r) => ({ topic: r.topic as SubscribeTopic, title: r.title, detail: r.detail, page: r.page, sent_at: r.sent_at.toISOString() })) };
}
