import { type Kysely, sql } from 'kysely';

// Sessions end after a week unused (last_seen_at), as well as 30 days after login; the SMS outbox
// remembers which guest session asked for each code, so the development peek answers that session only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column if not exists last_seen_at timestamptz not null default now()`.execute(db);
  await sql`alter table sms_outbox add column if not exists requester_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sms_outbox drop column if exists requester_hash`.execute(db);
  await sql`alter table sessions drop column if exists last_seen_at`.execute(db);
}
