// Migration 0410 on a database that already paid cashback the old way (on use): the coupon is marked
// paid, its rows name it, and reconcile() then reports a cashback whose order never was confirmed.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { reconcile } from '../../modules/ledger/ledger-repo';
import { createUser } from '../../modules/account/service';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database';
import type { DB } from '../schema';
import { migrationProvider } from './index';

describe('migration 0410: coupons used before it', () => {
  let db: Kysely<DB>;
  let scratch: ScratchDatabase | null = null;

  beforeAll(async () => {
    const server = process.env.TEST_DATABASE_URL;
    scratch = server ? await createScratchDatabase(server) : null;
    db = new Kysely<DB>({ dialect: scratch ? new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url }) }) : new PGliteDialect(new PGlite()) });
  });
  afterAll(async () => {
    await db.destroy();
    await scratch?.drop();
  });

  it('marks the old cashback paid and names the coupon on its rows, so reconcile() reports a cashback on an order that is no confirmed buy', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0401-portfolio-trading')).error).toBeUndefined();
    const userId = await createUser(db, { mobile: '13700000410', password: 'abc12345' }, new Date());
    const at = new Date().toISOString();
    // The old use: coupon marked on order 9, its coupon row out and the cashback to the card at once.
    const coupon = await sql<{ id: number }>`insert into user_coupons (user_id, name, description, amount, expense_min, apply_business, use_condition, effective_to, used_order_id, used_at, created_at)
      values (${userId}, '旧券', '', 50, 100, 'fund', '满100.00元可用', '2099-12-31', 9, ${at}, ${at}) returning id`.execute(db);
    const couponId = coupon.rows[0]?.id ?? 0;
    for (const [account, amount, memo, orderId] of [['coupon', 50, '获得优惠券旧券', null], ['coupon', -50, '使用优惠券旧券', 9], ['card', 50, '优惠券返现', 9], ['card', -100, '银行卡支付', 9]] as const) {
      await sql`insert into ledger_entries (user_id, account, fund_id, bank_card_id, order_id, amount, memo, created_at) values (${userId}, ${account}, null, null, ${orderId}, ${amount}, ${memo}, ${at})`.execute(db);
    }

    const done = await migrator.migrateToLatest();
    expect(done.error).toBeUndefined();
    const rows = await db.selectFrom('ledger_entries').select(['memo', 'coupon_id']).where('user_id', '=', userId).orderBy('id').execute();
    expect(rows).toEqual([
      { memo: '获得优惠券旧券', coupon_id: null },
      { memo: '使用优惠券旧券', coupon_id: couponId },
      { memo: '优惠券返现', coupon_id: couponId },
      { memo: '银行卡支付', coupon_id: null },
    ]);
    expect((await db.selectFrom('user_coupons').select('cashback_at').where('id', '=', couponId).executeTakeFirstOrThrow()).cashback_at).not.toBeNull();
    // The ledger stays append-only after the backfill.
    await expect(sql`update ledger_entries set memo = 'x' where user_id = ${userId}`.execute(db)).rejects.toThrow(/append-only/);
    // Order 9 is no confirmed buy: the cashback paid on it is reported.
    const report = await reconcile(db, userId);
    expect(report.problems).toEqual([expect.stringMatching(new RegExp(`^cashback \\d+ \\(coupon ${couponId}\\) on order 9 \\(status -\\)`))]);
  });
});
