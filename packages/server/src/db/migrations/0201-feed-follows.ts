import { type Kysely, sql } from 'kysely';

// The status feed (statuses, symbols and managers they mention, comments, likes), follows of
// symbols, managers and diagnoses, fund diagnoses, and quant subscriptions.
const UP = [
  `create table statuses (
    id serial primary key, user_id integer references users(id), source text not null, title text not null, text text not null,
    content_type text not null, category text not null, tendency smallint not null, views_count integer not null,
    is_recommended boolean not null, portfolio_id integer, store_id integer, medias jsonb not null,
    publish_at timestamptz not null)`,
  `create index statuses_publish_idx on statuses (publish_at desc, id desc)`,
  `create index statuses_category_idx on statuses (category, publish_at desc)`,
  `create index statuses_user_idx on statuses (user_id, publish_at desc)`,
  `create table status_symbols (
    status_id integer not null references statuses(id) on delete cascade, symbol text not null, primary key (status_id, symbol))`,
  `create index status_symbols_symbol_idx on status_symbols (symbol)`,
  `create table status_managers (
    status_id integer not null references statuses(id) on delete cascade, manager_id integer not null references managers(id),
    primary key (status_id, manager_id))`,
  `create table status_comments (
    id serial primary key, status_id integer not null references statuses(id) on delete cascade, user_id integer references users(id),
    author_name text not null, text text not null, created_at timestamptz not null)`,
  `create index status_comments_status_idx on status_comments (status_id, created_at)`,
  `create table status_likes (
    status_id integer not null references statuses(id) on delete cascade, user_id integer not null references users(id),
    created_at timestamptz not null, primary key (status_id, user_id))`,
  `create table symbol_follows (
    user_id integer not null references users(id), symbol text not null, symbol_type smallint not null,
    created_at timestamptz not null, primary key (user_id, symbol))`,
  `create table manager_follows (
    user_id integer not null references users(id), manager_id integer not null references managers(id),
    created_at timestamptz not null, primary key (user_id, manager_id))`,
  `create table fund_analyses (
    id serial primary key, fund_id integer not null references funds(id), user_id integer references users(id),
    analyse_date date not null, score integer, description text not null, asset_description text not null,
    company_description text not null, manager_description text not null, is_alert boolean not null,
    is_recommended boolean not null, track_target text, period_stat jsonb not null, created_at timestamptz not null)`,
  `create index fund_analyses_fund_idx on fund_analyses (fund_id, analyse_date desc)`,
  `create index fund_analyses_user_idx on fund_analyses (user_id, created_at desc)`,
  `create table analyse_follows (
    user_id integer not null references users(id), analyse_id integer not null references fund_analyses(id) on delete cascade,
    created_at timestamptz not null, primary key (user_id, analyse_id))`,
  `create table quant_subscriptions (
    user_id integer not null references users(id), code text not null, created_at timestamptz not null, primary key (user_id, code))`,
];

const TABLES = [
  'quant_subscriptions', 'analyse_follows', 'fund_analyses', 'manager_follows', 'symbol_follows',
  'status_likes', 'status_comments', 'status_managers', 'status_symbols', 'statuses',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`drop table ${table}`).execute(db);
}
