import { type Kysely, sql } from 'kysely';

// The account side on top of 0003-accounts' users and sessions: protected mobile, trade password and
// its lock, avatar, signup sources; SMS codes, slider puzzles, the login throttle, follows, bindings.
// "if not exists" keeps this independent of whether 0003 created the two tables first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists users (
    id serial primary key,
    mobile_hash text not null unique,
    mobile_masked text not null,
    username text not null,
    password_hash text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table if not exists sessions (
    token_hash text primary key,
    user_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`alter table users
    add column if not exists mobile_enc text not null default '',
    add column if not exists mobile_code_id integer not null default 1,
    add column if not exists username_set boolean not null default false,
    add column if not exists avatar_file text,
    add column if not exists trade_password_hash text,
    add column if not exists trade_password_failures integer not null default 0,
    add column if not exists trade_password_locked_until timestamptz,
    add column if not exists private_fund_qualified boolean not null default false,
    add column if not exists from_ad text,
    add column if not exists from_wd text,
    add column if not exists invite_code text,
    add column if not exists updated_at timestamptz not null default now()`.execute(db);
  // A chosen nickname is unique; default ones (username_set false) may repeat.
  await sql`create unique index if not exists users_chosen_username_idx on users (username) where username_set`.execute(db);

  await db.schema
    .createTable('sms_captchas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile_hash', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sms_captchas_mobile_idx').on('sms_captchas').columns(['mobile_hash', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile_hash', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_mobile_idx').on('sms_outbox').columns(['mobile_hash', 'sent_at']).execute();

  await db.schema
    .createTable('slider_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('gap_x', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('pass_hash', 'text', (c) => c.unique())
    .addColumn('pass_expires_at', 'timestamptz')
    .addColumn('pass_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_hash', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_account_idx').on('login_failures').columns(['account_hash', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_address_idx').on('login_failures').columns(['address', 'failed_at']).execute();

  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
    .execute();

  await db.schema
    .createTable('social_bindings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_bindings_pk', ['user_id', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['social_bindings', 'user_follows', 'login_failures', 'slider_challenges', 'sms_outbox', 'sms_captchas']) {
    await db.schema.dropTable(table).execute();
  }
}
