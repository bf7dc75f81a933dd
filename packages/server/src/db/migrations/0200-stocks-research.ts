import { type Kysely, sql } from 'kysely';

// The research side of the demo market: stocks with daily bars, shareholders and block trades,
// and per-fund holdings, asset allocations, dividends, style tags, topics, proposals and predicts.
const UP = [
  `create table stocks (
    id serial primary key, symbol text not null unique, code text not null, name text not null,
    exchange smallint not null, sector_id integer references sectors(id), list_date date not null,
    total_shares numeric(20, 0) not null, float_shares numeric(20, 0) not null,
    eps_ttm numeric(10, 4) not null, eps_lyr numeric(10, 4) not null, bps numeric(10, 4) not null, sps numeric(10, 4) not null,
    is_margin boolean not null, is_stop boolean not null, champion_rank integer)`,
  `create table stock_days (
    stock_id integer not null references stocks(id), date date not null,
    open numeric(12, 2) not null, high numeric(12, 2) not null, low numeric(12, 2) not null, close numeric(12, 2) not null,
    last_close numeric(12, 2) not null, volume bigint not null, amount numeric(20, 2) not null,
    primary key (stock_id, date))`,
  `create table shareholders (
    id serial primary key, name text not null, kind text not null, is_champion boolean not null,
    champion_rank integer, yield_year numeric(10, 2))`,
  `create table stock_holders (
    stock_id integer not null references stocks(id), shareholder_id integer not null references shareholders(id),
    report_date date not null, rank smallint not null, shares numeric(20, 0) not null, percent numeric(8, 4) not null,
    change_shares numeric(20, 0) not null, primary key (stock_id, report_date, shareholder_id))`,
  `create index stock_holders_holder_idx on stock_holders (shareholder_id, report_date)`,
  `create table stock_holder_counts (
    stock_id integer not null references stocks(id), report_date date not null, holders_count integer not null,
    avg_shares numeric(20, 0) not null, primary key (stock_id, report_date))`,
  `create table block_trades (
    id serial primary key, stock_id integer not null references stocks(id), date date not null,
    price numeric(12, 2) not null, volume bigint not null, amount numeric(20, 2) not null, premium numeric(8, 2) not null,
    buyer text not null, seller text not null)`,
  `create index block_trades_stock_idx on block_trades (stock_id, date)`,
  `create index block_trades_date_idx on block_trades (date)`,
  `create table fund_holdings (
    fund_id integer not null references funds(id), stock_id integer not null references stocks(id), report_date date not null,
    rank smallint not null, percent numeric(8, 2) not null, shares numeric(20, 0) not null, market_value numeric(20, 2) not null,
    primary key (fund_id, report_date, stock_id))`,
  `create index fund_holdings_stock_idx on fund_holdings (stock_id, report_date)`,
  `create table fund_asset_allocations (
    fund_id integer not null references funds(id), report_date date not null,
    stock numeric(6, 2) not null, bond numeric(6, 2) not null, cash numeric(6, 2) not null, other numeric(6, 2) not null,
    net_assets numeric(20, 2) not null, institution_percent numeric(6, 2) not null, individual_percent numeric(6, 2) not null,
    internal_percent numeric(6, 2) not null, primary key (fund_id, report_date))`,
  `create table fund_dividends (
    fund_id integer not null references funds(id), record_date date not null, ex_date date not null, pay_date date not null,
    kind text not null, per_share numeric(10, 4), split_ratio numeric(10, 4), primary key (fund_id, record_date, kind))`,
  `create table fund_style_tags (
    fund_id integer primary key references funds(id), asset_type text not null, style_type text not null)`,
  `create index fund_style_tags_idx on fund_style_tags (asset_type, style_type)`,
  `create table fund_topics (
    id serial primary key, code text not null unique, name text not null, description text not null, symbols jsonb not null)`,
  `create table fund_proposals (
    id serial primary key, title text not null, summary text not null, body text not null, investment_risk smallint not null,
    symbols jsonb not null, percents jsonb not null, published_on date not null)`,
  `create table fund_predicts (
    fund_id integer not null references funds(id), horizon smallint not null, profit_probability numeric(6, 2) not null,
    profit numeric(10, 2) not null, loss numeric(10, 2) not null, primary key (fund_id, horizon))`,
];

const TABLES = [
  'fund_predicts', 'fund_proposals', 'fund_topics', 'fund_style_tags', 'fund_dividends', 'fund_asset_allocations',
  'fund_holdings', 'block_trades', 'stock_holder_counts', 'stock_holders', 'shareholders', 'stock_days', 'stocks',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql.raw(`drop table ${table}`).execute(db);
}
