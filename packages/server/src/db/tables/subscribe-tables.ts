// Row types of the subscribe-message tables (see migrations/0690-subscribe-messages.ts).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;

export interface SubscribeTables {
  subscribe_consents: { user_id: number; topic: string; created_at: Generated<Date> };
  subscribe_messages: { id: Generated<number>; user_id: number; topic: string; event_key: string; title: string; detail: string; page: string; adapter: string; sent_at: Timestamp };
}
