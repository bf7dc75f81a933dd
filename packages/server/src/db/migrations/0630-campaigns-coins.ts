import { sql, type Kysely } from 'kysely';

// Campaigns as data, their plays, awards and recorded draws; the coin ledger; memberships.
// Money-like guarantees live in the schema: a budget can never be overspent (CHECK), a prize is received
// once (status moves 0 -> 1 under a WHERE), a ledger reference is unique per user, a balance never goes below 0.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('bet_end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settle_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('budget', 'integer', (c) => c.notNull())
    .addColumn('budget_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_user_daily', 'integer', (c) => c.notNull())
    .addColumn('per_user_total', 'integer', (c) => c.notNull())
    .addColumn('entry_coins', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('campaigns_budget_held', sql`budget_used >= 0 and budget_used <= budget`)
    .execute();
  await db.schema.createIndex('campaigns_series_idx').on('campaigns').columns(['series', 'begin_at']).execute();

  await db.schema
    .createTable('campaign_play_counts')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // A Beijing date, or 'all' for the whole campaign.
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('campaign_play_counts_pk', ['campaign_id', 'user_id', 'period'])
    .execute();

  await db.schema
    .createTable('campaign_plays')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('option', 'text')
    .addColumn('coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text')
    // Makes a play once-only where it must be (one check-in a day, one answer a question, one registration).
    .addColumn('once_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('campaign_plays_once', ['campaign_id', 'user_id', 'once_key'])
    .execute();
  await db.schema.createIndex('campaign_plays_user_idx').on('campaign_plays').columns(['campaign_id', 'user_id', 'id']).execute();

  await db.schema
    .createTable('campaign_awards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prize_kind', 'text', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('amount', 'numeric(20, 2)', (c) => c.notNull())
    .addColumn('coupon', 'text')
    .addColumn('coupon_id', 'integer')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('play_id', 'integer', (c) => c.references('campaign_plays.id'))
    .addColumn('once_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz')
    .addUniqueConstraint('campaign_awards_once', ['campaign_id', 'user_id', 'once_key'])
    .execute();
  await db.schema.createIndex('campaign_awards_user_idx').on('campaign_awards').columns(['user_id', 'campaign_id', 'id']).execute();
  await db.schema.createIndex('campaign_awards_campaign_idx').on('campaign_awards').columns(['campaign_id', 'id']).execute();

  await db.schema
    .createTable('campaign_draws')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaign_draws_campaign_idx').on('campaign_draws').columns(['campaign_id', 'id']).execute();

  await db.schema
    .createTable('coin_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('earned_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spent_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('coin_accounts_balance', sql`balance >= 0`)
    .execute();
  await db.schema
    .createTable('coin_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    // What the change is for ('task:bind_card', 'award:12'): one change per reference and user.
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('coin_changes_once', ['user_id', 'ref'])
    .execute();
  await db.schema.createIndex('coin_changes_user_idx').on('coin_changes').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('coin_exchange_counts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('coin_exchange_counts_pk', ['user_id', 'day', 'kind'])
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'code'])
    .execute();
  await db.schema
    .createTable('membership_allots')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('invitee_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('membership_allots_once', ['invitee_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['membership_allots', 'memberships', 'coin_exchange_counts', 'coin_changes', 'coin_accounts', 'campaign_draws', 'campaign_awards', 'campaign_plays', 'campaign_play_counts', 'campaigns']) {
    await db.schema.dropTable(t).execute();
  }
}
