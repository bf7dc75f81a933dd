import type { Kysely } from 'kysely';

// Invitations (a code per user, the invitee's steps, one reward per invitee) and the small promotion
// records: shares, mini-program bindings, ad mobiles, notice marks, private-fund reservations, FAQ
// feedback and ad (IDFA) callbacks, each deduplicated by its key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_codes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invitation_steps')
    .addColumn('invitee_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('invitation_steps_pk', ['invitee_id', 'step'])
    .execute();
  await db.schema
    .createTable('invitation_rewards')
    .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coupon_id', 'integer', (c) => c.references('user_coupons.id'))
    .addColumn('credited_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitation_rewards_inviter_idx').on('invitation_rewards').column('inviter_id').execute();
  await db.schema
    .createTable('promotion_shares')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wx_app_bindings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('wx_app_bindings_pk', ['user_id', 'appid'])
    .execute();
  await db.schema
    .createTable('ad_external_mobiles')
    .addColumn('mobile_hash', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_external_mobiles_pk', ['mobile_hash', 'channel'])
    .execute();
  await db.schema
    .createTable('notice_marks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('marked_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_marks_pk', ['user_id', 'code'])
    .execute();
  await db.schema
    .createTable('private_fund_reservations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
    .addColumn('amount', 'numeric(20, 2)')
    .addColumn('mobile_enc', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('private_fund_reservations_once', ['user_id', 'fund_id'])
    .execute();
  await db.schema
    .createTable('faq_feedbacks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('useful', 'boolean')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('idfa_callbacks')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('idfa', 'text', (c) => c.notNull())
    .addColumn('first_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('idfa_callbacks_pk', ['channel', 'idfa'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idfa_callbacks', 'faq_feedbacks', 'private_fund_reservations', 'notice_marks', 'ad_external_mobiles', 'wx_app_bindings', 'promotion_shares', 'invitation_rewards', 'invitation_steps', 'invite_codes']) {
    await db.schema.dropTable(table).execute();
  }
}
