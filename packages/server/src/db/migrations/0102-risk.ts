import type { Kysely } from 'kysely';

// Suitability: questionnaire results, advisor answers per portfolio, confirmations, disclosures.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('risk_profiles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('questionnaire', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('chosen_level', 'integer')
    .addColumn('qualified', 'boolean', (c) => c.notNull())
    .addColumn('tested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('effective_to', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('risk_profiles_pk', ['user_id', 'questionnaire'])
    .execute();

  await db.schema
    .createTable('advisor_risk_answers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('portfolio_id', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('advisor_risk_answers_pk', ['user_id', 'portfolio_id'])
    .execute();

  await db.schema
    .createTable('risk_confirmations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product_level', 'integer', (c) => c.notNull())
    .addColumn('user_level', 'integer', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_confirmations_user_idx').on('risk_confirmations').columns(['user_id', 'product_type', 'product_id']).execute();

  await db.schema
    .createTable('risk_disclosures')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fund_id', 'integer', (c) => c.notNull())
    .addColumn('agreed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('risk_disclosures_pk', ['user_id', 'fund_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['risk_disclosures', 'risk_confirmations', 'advisor_risk_answers', 'risk_profiles']) {
    await db.schema.dropTable(table).execute();
  }
}
