// The store application's life (spec 02 §3 Store apply): -1 not applied, 0 under review, 1 approved, 2 rejected.
// A rejected applicant may apply again; an application under review or approved may not.

export const StoreApplyStatus = {
  NotApplied: -1,
  InReview: 0,
  Success: 1,
  Rejected: 2,
} as const;
export type StoreApplyStatus = (typeof StoreApplyStatus)[keyof typeof StoreApplyStatus];

export const STORE_APPLY_STATUSES: readonly StoreApplyStatus[] = [-1, 0, 1, 2];

export const STORE_STATUS_TEXTS: Readonly<Record<StoreApplyStatus, string>> = {
  [-1]: '未申请',
  0: '审核中',
  1: '已开通',
  2: '未通过',
};

export const STORE_REVIEW_MESSAGES = {
  alreadyOpen: '你已开通主理人小店，无需重复申请',
  inReview: '你的小店申请正在审核中，请耐心等待',
  notInReview: '该申请不在审核中',
  rejectReasonRequired: '请填写驳回原因',
  noStore: '你还没有开通主理人小店',
} as const;

export function isStoreApplyStatus(n: number): n is StoreApplyStatus {
  return STORE_APPLY_STATUSES.some((s) => s === n);
}

/** Why this applicant may not submit now, or null: only -1 (never applied) and 2 (rejected) may apply. */
export function storeApplyRefusal(status: StoreApplyStatus): string | null {
  if (status === StoreApplyStatus.Success) return STORE_REVIEW_MESSAGES.alreadyOpen;
  if (status === StoreApplyStatus.InReview) return STORE_REVIEW_MESSAGES.inReview;
  return null;
}

/** What a user without an open store reads when making a portfolio: only an approved advisor makes them. */
export const STORE_OWNER_MESSAGES = {
  notApplied: '开通主理人小店后才能创建组合',
  inReview: '你的小店申请正在审核中，审核通过后才能创建组合',
  rejected: '你的小店申请未通过，重新申请并通过审核后才能创建组合',
} as const;

/** Why this user may not create a portfolio, or null: only an approved store (status 1) may. */
export function portfolioCreateRefusal(status: StoreApplyStatus): string | null {
  if (status === StoreApplyStatus.Success) return null;
  if (status === StoreApplyStatus.InReview) return STORE_OWNER_MESSAGES.inReview;
  if (status === StoreApplyStatus.Rejected) return STORE_OWNER_MESSAGES.rejected;
  return STORE_OWNER_MESSAGES.notApplied;
}

/** A reviewer decides only an application under review. */
export function storeReviewRefusal(status: StoreApplyStatus): string | null {
  return status === StoreApplyStatus.InReview ? null : STORE_REVIEW_MESSAGES.notInReview;
}

/** What the applicant reads about their application: rejected adds the reviewer's reason. */
export function storeStatusLine(status: StoreApplyStatus, rejectReason: string | null): string {
  const text = STORE_STATUS_TEXTS[status];
  return status === StoreApplyStatus.Rejected && rejectReason ? `${text}：${rejectReason}` : text;
}
