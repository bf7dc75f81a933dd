// Guests see 3 fund diagnosis details free; after that the screen shows the login image dialog.
import type { KeyValueStore } from '../ports';
import { readJson, writeJson } from './json-storage';
import { RECENT_KEYS, RECENT_LIMITS } from './storage-keys';

export interface GuestViewDecision {
  /** false means: show the image dialog that sends to login instead of the detail. */
  allowed: boolean;
  /** Free views left after this one. */
  remaining: number;
}

export interface GuestDiagnosisCounter {
  count(): number;
  remaining(): number;
  /** Counts a detail view if one is still free. */
  recordView(): GuestViewDecision;
  reset(): void;
}

export function createGuestDiagnosisCounter(store: KeyValueStore, limit: number = RECENT_LIMITS.guestFreeDiagnosisViews): GuestDiagnosisCounter {
  const key = RECENT_KEYS.guestDiagnosisViews;
  const count = (): number => {
    const v = readJson(store, key);
    return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
  };
  const remaining = (): number => Math.max(0, limit - count());
  return {
    count,
    remaining,
    recordView() {
      const used = count();
      if (used >= limit) return { allowed: false, remaining: 0 };
      writeJson(store, key, used + 1);
      return { allowed: true, remaining: limit - used - 1 };
    },
    reset: () => store.removeItem(key),
  };
}
