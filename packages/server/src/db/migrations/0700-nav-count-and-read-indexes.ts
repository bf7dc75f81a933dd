import { type Kysely, sql } from 'kysely';

// For the reads of issue 25 at market scale (npm run bench:scale, README figures):
// - funds.nav_count: how many NAVs a fund has, so a NAV history page gives its total without counting
//   ~1,200 rows per request. Statement triggers keep it, whoever writes NAVs (the engine's publisher, the
//   market importer, the seeds, a COPY): one grouped update per statement, not one per row.
// - the cash treasure fund by a partial index (trade records ask for it on every page), not a scan of funds.
// - a user's direct orders newest first (trade records) walk an index instead of sorting all their orders.
// Plain SQL, plpgsql and transition tables: the same on PGlite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table funds add column nav_count integer not null default 0`.execute(db);
  await sql`update funds set nav_count = n.c from (select fund_id, count(*)::int as c from fund_navs group by fund_id) n where n.fund_id = funds.id`.execute(db);
  await sql`create function fund_navs_count_added() returns trigger language plpgsql as $$
    begin
      update funds set nav_count = funds.nav_count + n.c from (select fund_id, count(*)::int as c from added group by fund_id) n where n.fund_id = funds.id;
      return null;
    end $$`.execute(db);
  await sql`create function fund_navs_count_removed() returns trigger language plpgsql as $$
    begin
      update funds set nav_count = funds.nav_count - n.c from (select fund_id, count(*)::int as c from removed group by fund_id) n where n.fund_id = funds.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger fund_navs_counted_in after insert on fund_navs referencing new table as added
    for each statement execute function fund_navs_count_added()`.execute(db);
  await sql`create trigger fund_navs_counted_out after delete on fund_navs referencing old table as removed
    for each statement execute function fund_navs_count_removed()`.execute(db);
  await sql`create index funds_bao_idx on funds (id) where is_bao`.execute(db);
  await sql`create index trade_orders_direct_records_idx on trade_orders (user_id, apply_at desc, id desc) where portfolio_order_id is null and portfolio_id = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists trade_orders_direct_records_idx`.execute(db);
  await sql`drop index if exists funds_bao_idx`.execute(db);
  await sql`drop trigger if exists fund_navs_counted_out on fund_navs`.execute(db);
  await sql`drop trigger if exists fund_navs_counted_in on fund_navs`.execute(db);
  await sql`drop function if exists fund_navs_count_removed()`.execute(db);
  await sql`drop function if exists fund_navs_count_added()`.execute(db);
  await sql`alter table funds drop column nav_count`.execute(db);
}
