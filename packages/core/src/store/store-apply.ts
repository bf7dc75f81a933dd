// A user's store application: store-owner features open only after it succeeded.
import { StoreApplyStatus } from '../account/account-codes';

export const STORE_APPLY_STATUS_TEXTS = {
  notApplied: '未申请',
  success: '申请成功',
  /** Any other status: the application is on its way. */
  inReview: '审核中',
} as const;

export function isStoreOwner(applyStatus: number): boolean {
  return applyStatus === StoreApplyStatus.Success;
}

export function hasAppliedForStore(applyStatus: number): boolean {
  return applyStatus !== StoreApplyStatus.NotApplied;
}

export function storeApplyStatusText(applyStatus: number): string {
  if (applyStatus === StoreApplyStatus.NotApplied) return STORE_APPLY_STATUS_TEXTS.notApplied;
  if (applyStatus === StoreApplyStatus.Success) return STORE_APPLY_STATUS_TEXTS.success;
  return STORE_APPLY_STATUS_TEXTS.inReview;
}

/** A timeline item is the viewer's own when its user is the current user. */
export function isOwnItem(itemUserId: number | string, currentUserId: number | string | null): boolean {
  return currentUserId !== null && String(itemUserId) === String(currentUserId);
}
