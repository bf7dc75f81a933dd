// Keys of the local lists. Every one starts with the spec's "ls" prefix so they never collide
// with the session keys (token, CSRF, back navigation) kept in the same storage.

export const LS_PREFIX = 'ls';

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

/** Limits of spec 01 §3 / 02 §3. */
export const RECENT_LIMITS = {
  /** The new diagnosis entry is kept with at most this many older ones. */
  diagnosisListMaxOlder: 10,
  /** Recent-history stores keep 10 by default. */
  recentHistoryMax: 10,
  searchHistoryStored: 10,
  /** Returned instead of the whole list when more than searchHistoryStored are stored. */
  searchHistoryReturned: 9,
  guestFreeDiagnosisViews: 3,
  temporaryBankCardDays: 1,
} as const;
