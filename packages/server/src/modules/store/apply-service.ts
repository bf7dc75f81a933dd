// The store application (spec 02 §3): apply, see the status, and the review that approves (opening the
// store) or rejects with a reason. Reviewers are STORE_REVIEWER_IDS; in demo mode an applicant may approve
// their own application through the development endpoint.
import {
  STORE_REVIEW_MESSAGES,
  StoreApplyStatus,
  checkStoreApplyForm,
  isStoreApplyStatus,
  normalStoreApplyForm,
  storeApplyRefusal,
  storeReviewRefusal,
  type StoreApplyAnswer,
  type StoreApplyForm,
  type StoreApplyReview,
} from '@fund/core/store';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { detailError, validationFailed } from '../../http/api-error';
import { iso } from '../account/auth/timestamps';
import { noData } from '../common/not-found';
import { type PageRequest, toPage } from '../common/paging';
import * as repo from './store-repo';
import { NOT_APPLIED, applyWire, ownerWire, reviewWire } from './store-wire';

export async function applyOf(db: Kysely<DB>, userId: number): Promise<StoreApplyAnswer> {
  const row = await repo.applyOfUser(db, userId);
  if (!row) return NOT_APPLIED;
  const store = row.status === StoreApplyStatus.Success ? await repo.storeOfUser(db, userId) : undefined;
  return applyWire(row, store?.id ?? null);
}

function statusOfRow(row: repo.ApplyRow | undefined): StoreApplyStatus {
  if (!row) return StoreApplyStatus.NotApplied;
  return isStoreApplyStatus(row.status) ? row.status : StoreApplyStatus.InReview;
}

export async function submit(db: Kysely<DB>, userId: number, form: StoreApplyForm, now: Date): Promise<StoreApplyAnswer> {
  const errors = checkStoreApplyForm(form);
  if (Object.keys(errors).length > 0) throw validationFailed(Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])));
  const clean = normalStoreApplyForm(form);
  await db.transaction().execute(async (trx) => {
    const refusal = storeApplyRefusal(statusOfRow(await repo.applyOfUser(trx, userId)));
    if (refusal !== null) throw detailError(400, refusal);
    await repo.upsertApply(trx, userId, clean, StoreApplyStatus.InReview, iso(now));
  });
  return applyOf(db, userId);
}

async function decide(db: Kysely<DB>, applyId: number, reviewerId: number | null, decision: { approve: true } | { approve: false; reason: string }, now: Date): Promise<repo.ApplyRow> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.applyById(trx, applyId);
    if (!row) throw noData();
    const refusal = storeReviewRefusal(statusOfRow(row));
    if (refusal !== null) throw detailError(400, refusal);
    if (decision.approve) {
      await repo.setReview(trx, row.id, StoreApplyStatus.Success, null, reviewerId, iso(now));
      await repo.insertStore(trx, row.user_id, row, iso(now));
    } else {
      await repo.setReview(trx, row.id, StoreApplyStatus.Rejected, decision.reason, reviewerId, iso(now));
    }
    const after = await repo.applyById(trx, row.id);
    if (!after) throw noData();
    return after;
  });
}

async function reviewAnswer(db: Kysely<DB>, row: repo.ApplyRow): Promise<StoreApplyReview> {
  const user = await repo.userBrief(db, row.user_id);
  return reviewWire(row, ownerWire(user.id, user.username, user.avatar_file));
}

export async function approve(db: Kysely<DB>, reviewerId: number | null, applyId: number, now: Date): Promise<StoreApplyReview> {
  return reviewAnswer(db, await decide(db, applyId, reviewerId, { approve: true }, now));
}

export async function reject(db: Kysely<DB>, reviewerId: number, applyId: number, reason: string, now: Date): Promise<StoreApplyReview> {
  const text = reason.trim();
  if (text === '') throw validationFailed({ reason: [STORE_REVIEW_MESSAGES.rejectReasonRequired] });
  return reviewAnswer(db, await decide(db, applyId, reviewerId, { approve: false, reason: text }, now));
}

export async function inReview(db: Kysely<DB>, page: PageRequest): Promise<{ current_page: number; total_page: number; total_count: number; results: StoreApplyReview[] }> {
  const { total, rows } = await repo.appliesInStatus(db, StoreApplyStatus.InReview, page);
  return toPage(page, total, rows.map((r) => reviewWire(r, ownerWire(r.user_id, r.username, r.avatar_file))));
}

/** Demo mode: the caller's own application under review is approved as a reviewer would. */
export async function approveOwn(db: Kysely<DB>, userId: number, now: Date): Promise<StoreApplyAnswer> {
  const row = await repo.applyOfUser(db, userId);
  if (!row) throw detailError(400, STORE_REVIEW_MESSAGES.notInReview);
  await decide(db, row.id, null, { approve: true }, now);
  return applyOf(db, userId);
}
