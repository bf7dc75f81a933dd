import type { Kysely } from 'kysely';

// The assistant's memory: the persona each user adopted, every question and its answer (history, 5 a
// page), and the 👍/👎 feedback given on an answer, one per message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_bot_adoptions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bot_id', 'integer', (c) => c.notNull())
    .addColumn('adopted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ai_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Null for a guest's question: kept for feedback on the answer, never listed in anyone's history.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('input_type', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_messages_user_idx').on('ai_messages').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('ai_feedback')
    .addColumn('message_id', 'integer', (c) => c.primaryKey().references('ai_messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('useful', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_feedback').execute();
  await db.schema.dropTable('ai_messages').execute();
  await db.schema.dropTable('ai_bot_adoptions').execute();
}
