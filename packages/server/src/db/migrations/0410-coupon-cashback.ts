import { sql, type Kysely } from 'kysely';

// A coupon used on a buy is attached to the order at once but pays its cashback only when the buy is
// confirmed (cashback_at); undo or failure gives it back. Ledger rows about a coupon name it (coupon_id),
// so reconcile() can tell a cashback row from any other card movement and check its order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_coupons add column cashback_at timestamptz`.execute(db);
  await sql`alter table ledger_entries add column coupon_id integer`.execute(db);
  // Coupons used before this paid their cashback on use: record it, and name the coupon on their rows,
  // so reconcile() also sees a cashback paid on an order that was later undone.
  await sql`update user_coupons set cashback_at = used_at where used_order_id is not null`.execute(db);
  await sql`alter table ledger_entries disable trigger ledger_entries_no_change`.execute(db);
  await sql`update ledger_entries e set coupon_id = u.id from user_coupons u
    where e.order_id = u.used_order_id and e.user_id = u.user_id and (e.memo = '优惠券返现' or e.memo like '使用优惠券%')`.execute(db);
  await sql`alter table ledger_entries enable trigger ledger_entries_no_change`.execute(db);
  await sql`create index ledger_coupon_idx on ledger_entries (coupon_id) where coupon_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_coupon_idx`.execute(db);
  await sql`alter table ledger_entries drop column coupon_id`.execute(db);
  await sql`alter table user_coupons drop column cashback_at`.execute(db);
}
