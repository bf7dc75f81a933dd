// Local storage: JSON over the key-value port, recent lists and the lists kept on the device.
export { STORAGE } from '../ui/timing';
export { LS_PREFIX, lsKey, RECENT_KEYS, RECENT_LIMITS } from './storage-keys';
export { readJson, writeJson } from './json-storage';
export type { RecentList, RecentListOptions } from './recent-list';
export { pushFront, createRecentList } from './recent-list';
export type { ManagerId, FollowedManagersSnapshot, FollowedManagers } from './manager-lists';
export { createFollowedManagers, createManagerCompareList } from './manager-lists';
export type { DiagnosisEntry, DiagnosisHistoryEntry } from './diagnosis-lists';
export { createDiagnosisList, createDiagnosisHistory } from './diagnosis-lists';
export type { SearchHistory } from './search-history';
export { createSearchHistory } from './search-history';
export type { GuestViewDecision, GuestDiagnosisCounter } from './guest-diagnosis-counter';
export { createGuestDiagnosisCounter } from './guest-diagnosis-counter';
export type { TemporaryBankCard, TemporaryBankCardStore } from './temporary-bank-card';
export { createTemporaryBankCardStore } from './temporary-bank-card';
export type { CacheParams, FirstPageCache } from './first-page-cache';
export { firstPageCacheKey, isFirstPageRequest, createFirstPageCache } from './first-page-cache';
export type { ManagerAssessEntry } from './manager-assess-history';
export { createManagerAssessHistory, MANAGER_ASSESS_HISTORY_KEY } from './manager-assess-history';
export type { GuideOnce } from './guide-once';
export { GUIDE_KEYS, guideStorageKey, createGuideOnce } from './guide-once';
export type { FundCompareEntry } from './fund-compare-list';
export {
  FUND_COMPARE_KEY,
  FUND_COMPARE_PICK,
  createFundCompareList,
  toggleComparePick,
  comparisonDetailUrl,
  initialComparePicks,
} from './fund-compare-list';
export type { LastKnown, LastKnownPage } from './last-known';
export { LAST_KNOWN_PAGES, LAST_KNOWN_TEXTS, LAST_KNOWN_MAX_BYTES, saveLastKnown, readLastKnown, clearLastKnown, lastKnownStamp } from './last-known';
