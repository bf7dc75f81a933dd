import { type Kysely, sql } from 'kysely';

// Subscribe messages (issue 24, B3): the topics each user allowed, and every message sent, unique per user
// and event key so a sender that runs twice (or on two nodes) sends one message per event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscribe_consents')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('topic', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('subscribe_consents_pk', ['user_id', 'topic'])
    .execute();
  await db.schema
    .createTable('subscribe_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('topic', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('page', 'varchar(200)', (c) => c.notNull())
    .addColumn('adapter', 'varchar(40)', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('subscribe_messages_event_uq', ['user_id', 'event_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscribe_messages').execute();
  await db.schema.dropTable('subscribe_consents').execute();
}
