// Coupon activities: listed with the user's standing, checked, and received once per user within the
// window and the budget, after an image captcha. Receiving by id (the list) and joining by code (a shared
// link) are one path: the captcha pass, the receipt (unique per user), the budget claim and the coupons
// all commit together or not at all.
import type { Kysely, Selectable } from 'kysely';
import {
  CASH_COUPON_BUSINESS, COUPON_ACTIVITY_TEXTS, couponActivityStatus, couponActivityStatusName, couponConditionText, receiveButtonText, receiveRefusal,
} from '@fund/core/promotion';
import type { ActivityCheck, ActivityOfCoupons, CouponReceipt, HeldCoupon } from '@fund/core/promotion';
import { addDays, beijingDate } from '@fund/core/calendar';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../../db/schema';
import type { CouponActivitiesTable, CouponActivityCouponsTable } from '../../../db/tables/promotion-activity-tables';
import { ApiError, detailError } from '../../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { iso } from '../../account/auth/timestamps';
import { grantCouponIn, toFundCoupon } from '../coupon-service';
import { consumeCaptchaPass, captchaError } from './captcha-service';
import {
  activityByCode, activityById, cashCouponPage, claimBudget, countCashCoupons, countListed, couponsOfActivities, insertReceipt, listedActivities, receivedAmong,
} from './activity-repo';

type ActivityRow = Selectable<CouponActivitiesTable>;
type TemplateRow = Selectable<CouponActivityCouponsTable>;

const isoOf = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

function toActivity(a: ActivityRow, coupons: TemplateRow[], received: boolean, now: Date): ActivityOfCoupons {
  const window = { start_at: isoOf(a.start_at), end_at: isoOf(a.end_at) };
  const status = couponActivityStatus(window, now);
  const left = Math.max(0, a.budget - a.received);
  return {
    id: a.id,
    code: a.code,
    name: a.name,
    description: a.description,
    rules: [...COUPON_ACTIVITY_TEXTS.rules],
    ...window,
    status,
    status_display: couponActivityStatusName(status),
    budget: a.budget,
    left,
    received,
    button_text: receiveButtonText({ status, received, left }),
    coupons: coupons
      .filter((c) => c.activity_id === a.id)
      .map((c) => ({ id: c.id, name: c.name, amount: c.amount, expense_min: c.expense_min, apply_business: c.apply_business, use_condition: couponConditionText(c.expense_min), valid_days: c.valid_days })),
  };
}

async function describe(db: Kysely<DB>, rows: ActivityRow[], userId: number | null, now: Date): Promise<ActivityOfCoupons[]> {
  const ids = rows.map((r) => r.id);
  const [coupons, received] = await Promise.all([couponsOfActivities(db, ids), userId === null ? new Set<number>() : receivedAmong(db, userId, ids)]);
  return rows.map((r) => toActivity(r, coupons, received.has(r.id), now));
}

export async function listCouponActivities(db: Kysely<DB>, userId: number | null, page: PageRequest, now: Date): Promise<Wire.Page<ActivityOfCoupons>> {
  const [count, rows] = await Promise.all([countListed(db), listedActivities(db, page.page_size, offsetOf(page))]);
  return toPage(page, count, await describe(db, rows, userId, now));
}

async function activityOr404(db: Kysely<DB>, find: { id?: number; code?: string }): Promise<ActivityRow> {
  const row = find.id !== undefined ? await activityById(db, find.id) : find.code !== undefined ? await activityByCode(db, find.code) : undefined;
  if (!row) throw detailError(404, COUPON_ACTIVITY_TEXTS.notFound);
  return row;
}

export async function couponActivityDetail(db: Kysely<DB>, userId: number | null, id: number, now: Date): Promise<ActivityOfCoupons> {
  const [activity] = await describe(db, [await activityOr404(db, { id })], userId, now);
  if (!activity) throw detailError(404, COUPON_ACTIVITY_TEXTS.notFound);
  return activity;
}

export async function checkCouponActivity(db: Kysely<DB>, userId: number, find: { id?: number; code?: string }, now: Date): Promise<ActivityCheck> {
  if (find.id === undefined && find.code === undefined) throw new ApiError(400, { code: [COUPON_ACTIVITY_TEXTS.notFound] });
  const row = await activityOr404(db, find);
  const received = (await receivedAmong(db, userId, [row.id])).has(row.id);
  const refusal = receiveRefusal({ status: couponActivityStatus({ start_at: isoOf(row.start_at), end_at: isoOf(row.end_at) }, now), received, left: row.budget - row.received });
  return { id: row.id, code: row.code, can_join: refusal === null, joined: received, reason: refusal ?? COUPON_ACTIVITY_TEXTS.canJoin };
}

/**
 * Receives the activity's coupons for the user. The refusals a user can fix nothing about (window,
 * already received, sold out) come before the captcha, so no pass is spent on them; inside the
 * transaction the pass, the receipt and the budget are each claimed by one guarded statement.
 */
export async function receiveCoupons(db: Kysely<DB>, userId: number, find: { id?: number; code?: string }, captchaKey: string, now: Date): Promise<CouponReceipt> {
  const activity = await activityOr404(db, find);
  const check = await checkCouponActivity(db, userId, { id: activity.id }, now);
  if (!check.can_join) throw detailError(400, check.reason);
  const at = iso(now);
  const coupons = await db.transaction().execute(async (trx) => {
    if (!(await consumeCaptchaPass(trx, userId, captchaKey, now))) throw captchaError(COUPON_ACTIVITY_TEXTS.captchaRequired);
    if (!(await insertReceipt(trx, activity.id, userId, at))) throw detailError(400, COUPON_ACTIVITY_TEXTS.received);
    if (!(await claimBudget(trx, activity.id))) throw detailError(400, COUPON_ACTIVITY_TEXTS.soldOut);
    const templates = await couponsOfActivities(trx, [activity.id]);
    const today = beijingDate(now);
    const granted: HeldCoupon[] = [];
    for (const t of templates) {
      const row = await grantCouponIn(trx, userId, { name: t.name, description: t.description, amount: t.amount, expense_min: t.expense_min, apply_business: t.apply_business, effective_to: addDays(today, t.valid_days) }, now);
      granted.push(toHeldCoupon(row));
    }
    return granted;
  });
  return { detail: COUPON_ACTIVITY_TEXTS.receivedOk(coupons.length), activity_id: activity.id, coupons };
}

function toHeldCoupon(row: Parameters<typeof toFundCoupon>[0]): HeldCoupon {
  const c = toFundCoupon(row);
  return { id: c.id, amount: c.amount, effective_to: c.effective_to, coupon: { id: c.coupon.id, name: c.coupon.name, description: c.coupon.description ?? '', expense_min: c.coupon.expense_min ?? '0.00', apply_business: c.coupon.apply_business ?? '', use_condition: c.coupon.use_condition ?? '' } };
}

/** The user's cash coupons (无门槛现金券), newest first, whatever their state. */
export async function cashCoupons(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<HeldCoupon>> {
  const [count, rows] = await Promise.all([countCashCoupons(db, userId, CASH_COUPON_BUSINESS), cashCouponPage(db, userId, CASH_COUPON_BUSINESS, page.page_size, offsetOf(page))]);
  return toPage(page, count, rows.map(toHeldCoupon));
}
