// SQL of coupon activities: the activities and their coupons, the user's receipts, the budget claim.
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { CouponActivitiesTable, CouponActivityCouponsTable } from '../../../db/tables/promotion-activity-tables';

export function listedActivities(db: Kysely<DB>, limit: number, offset: number) {
  return db.selectFrom('coupon_activities').selectAll().where('listed', '=', true).orderBy('end_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countListed(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('coupon_activities').select((eb) => eb.fn.countAll<number>().as('n')).where('listed', '=', true).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function activityById(db: Kysely<DB>, id: number) {
  return db.selectFrom('coupon_activities').selectAll().where('id', '=', id).executeTakeFirst();
}

export function activityByCode(db: Kysely<DB>, code: string) {
  return db.selectFrom('coupon_activities').selectAll().where('code', '=', code).executeTakeFirst();
}

export function couponsOfActivities(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('coupon_activity_coupons').selectAll().where('activity_id', 'in', ids).orderBy('id').execute();
}

/** The ids among `ids` the user has received. */
export async function receivedAmong(db: Kysely<DB>, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('coupon_activity_receipts').select('activity_id').where('user_id', '=', userId).where('activity_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.activity_id));
}

/** The user's receipt; false when one exists already (the unique index decides between parallel receives). */
export async function insertReceipt(trx: Kysely<DB>, activityId: number, userId: number, at: string): Promise<boolean> {
  const row = await trx
    .insertInto('coupon_activity_receipts')
    .values({ activity_id: activityId, user_id: userId, received_at: at })
    .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes one unit of the budget; false when it is spent. One statement, so the row lock orders claimers. */
export async function claimBudget(trx: Kysely<DB>, activityId: number): Promise<boolean> {
  const row = await trx
    .updateTable('coupon_activities')
    .set((eb) => ({ received: eb('received', '+', 1) }))
    .where('id', '=', activityId)
    .whereRef('received', '<', 'budget')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertActivity(db: Kysely<DB>, row: Insertable<CouponActivitiesTable>, coupons: Omit<Insertable<CouponActivityCouponsTable>, 'activity_id'>[]): Promise<number> {
  const { id } = await db.insertInto('coupon_activities').values(row).returning('id').executeTakeFirstOrThrow();
  if (coupons.length > 0) await db.insertInto('coupon_activity_coupons').values(coupons.map((c) => ({ ...c, activity_id: id }))).execute();
  return id;
}

export function cashCouponPage(db: Kysely<DB>, userId: number, business: string, limit: number, offset: number) {
  return db.selectFrom('user_coupons').selectAll().where('user_id', '=', userId).where('apply_business', '=', business).orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countCashCoupons(db: Kysely<DB>, userId: number, business: string): Promise<number> {
  const row = await db.selectFrom('user_coupons').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('apply_business', '=', business).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function anyActivity(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('coupon_activities').select('id').limit(1).executeTakeFirst()) !== undefined;
}
