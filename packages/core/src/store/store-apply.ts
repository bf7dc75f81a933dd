// A user's store application: store-owner features open only after it was approved.
import { STORE_STATUS_TEXTS, StoreApplyStatus, isStoreApplyStatus } from './store-status';

export const STORE_APPLY_STATUS_TEXTS = {
  notApplied: STORE_STATUS_TEXTS[StoreApplyStatus.NotApplied],
  success: STORE_STATUS_TEXTS[StoreApplyStatus.Success],
  inReview: STORE_STATUS_TEXTS[StoreApplyStatus.InReview],
  rejected: STORE_STATUS_TEXTS[StoreApplyStatus.Rejected],
} as const;

export function isStoreOwner(applyStatus: number): boolean {
  return applyStatus === StoreApplyStatus.Success;
}

export function hasAppliedForStore(applyStatus: number): boolean {
  return applyStatus !== StoreApplyStatus.NotApplied;
}

/** An unknown code reads as under review: the application is on its way until it is decided. */
export function storeApplyStatusText(applyStatus: number): string {
  return isStoreApplyStatus(applyStatus) ? STORE_STATUS_TEXTS[applyStatus] : STORE_STATUS_TEXTS[StoreApplyStatus.InReview];
}

/** A timeline item is the viewer's own when its user is the current user. */
export function isOwnItem(itemUserId: number | string, currentUserId: number | string | null): boolean {
  return currentUserId !== null && String(itemUserId) === String(currentUserId);
}
