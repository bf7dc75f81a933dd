import type { Kysely } from 'kysely';

// Identity verification (one per user; one identity per account through the keyed hash) and bank cards.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_verifications')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('id_card_enc', 'text', (c) => c.notNull())
    .addColumn('id_card_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('province', 'text')
    .addColumn('city', 'text')
    .addColumn('district', 'text')
    .addColumn('street', 'text')
    .addColumn('career_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bank_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bank_id', 'integer', (c) => c.notNull())
    .addColumn('card_no_enc', 'text', (c) => c.notNull())
    // One card, one account: a second bind of the same number is bank_card_exist.
    .addColumn('card_no_hash', 'text', (c) => c.notNull().unique())
    .addColumn('card_tail', 'text', (c) => c.notNull())
    .addColumn('card_bin', 'text', (c) => c.notNull())
    .addColumn('bank_card_type', 'integer', (c) => c.notNull())
    .addColumn('reserved_mobile_enc', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_cards_user_idx').on('bank_cards').column('user_id').execute();

  await db.schema
    .createTable('card_verifications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_no_hash', 'text', (c) => c.notNull())
    .addColumn('bank_id', 'integer', (c) => c.notNull())
    .addColumn('reserved_mobile_hash', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('card_verifications_pk', ['user_id', 'card_no_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_verifications').execute();
  await db.schema.dropTable('bank_cards').execute();
  await db.schema.dropTable('identity_verifications').execute();
}
