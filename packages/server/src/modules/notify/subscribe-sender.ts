// Sends the subscribe messages due now: for each user who allowed a topic, core picks the due entries of
// their money calendar (this month's and, on a month's last day, next month's first debit); each event is
// claimed in the database before it is sent, so one user gets one message per event however often this runs.
import type { Kysely } from 'kysely';
import { addDays, beijingDate } from '@fund/core/calendar';
import { dueSubscribeMessages, monthOf } from '@fund/core/assets';
import type { DB } from '../../db/schema';
import type { SubscribeMessagePort } from '../../ports/subscribe-messages';
import { moneyCalendarOf } from '../assets/money-calendar-service';
import { claimMessage, consentingUsers, unclaimMessage } from './subscribe-repo';

export async function sendDueSubscribeMessages(db: Kysely<DB>, port: SubscribeMessagePort, now: Date): Promise<number> {
  const today = beijingDate(now);
  const months = [...new Set([monthOf(today), monthOf(addDays(today, 1))])];
  let sent = 0;
  for (const [userId, topics] of await consentingUsers(db)) {
    const events = [];
    for (const month of months) events.push(...(await moneyCalendarOf(db, userId, { month }, now)).events);
    for (const m of dueSubscribeMessages(events, today).filter((d) => topics.has(d.topic))) {
      const id = await claimMessage(db, { user_id: userId, topic: m.topic, event_key: m.key, title: m.title, detail: m.detail, page: m.page, adapter: port.adapterName, sent_at: now.toISOString() });
      if (id === null) continue;
      try {
        await port.send({ userId, topic: m.topic, title: m.title, detail: m.detail, page: m.page });
        sent += 1;
      } catch (err) {
        await unclaimMessage(db, id);
        throw err;
      }
    }
  }
  return sent;
}
