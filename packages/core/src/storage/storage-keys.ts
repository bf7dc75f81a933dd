// Keys of the local lists. Every one starts with the spec's "ls" prefix so they never collide
// with the session keys (token, CSRF, back navigation) kept in the same storage.
import { LIMITS } from '../ui/limits';
import { STORAGE } from '../ui/timing';

export const LS_PREFIX = STORAGE.keyPrefix;

export function lsKey(name: string): string {
  return `${LS_PREFIX}_${name}`;
}

export const RECENT_KEYS = {
  followedManagers: lsKey('followed_managers'),
  managerCompare: lsKey('manager_compare'),
  diagnosisList: lsKey('fund_diagnosis'),
  diagnosisHistory: lsKey('fund_diagnosis_history'),
  searchHistory: lsKey('search_history'),
  guestDiagnosisViews: lsKey('guest_diagnosis_views'),
  temporaryBankCard: lsKey('temporary_bank_card'),
  firstPageCachePrefix: lsKey('cache'),
} as const;

/** Limits of spec 01 §3 / 02 §3, as the recent lists use them (values owned by ui/limits). */
export const RECENT_LIMITS = {
  /** The new diagnosis entry is kept with at most this many older ones. */
  diagnosisListMaxOlder: LIMITS.diagnosisListMaxOlder,
  /** Recent-history stores keep 10 by default. */
  recentHistoryMax: LIMITS.recentHistoryDefaultMax,
  searchHistoryStored: LIMITS.searchHistoryStored,
  /** Returned instead of the whole list when more than searchHistoryStored are stored. */
  searchHistoryReturned: LIMITS.searchHistoryReturned,
  guestFreeDiagnosisViews: LIMITS.guestFreeDiagnosisViews,
  temporaryBankCardDays: STORAGE.temporaryBankCardDays,
} as const;
