// The manager assessments taken on this device: newest first, one per set of options, 10 kept.
import type { KeyValueStore } from '../ports';
import { isRecord } from './json-storage';
import type { RecentList } from './recent-list';
import { createRecentList } from './recent-list';
import { lsKey, RECENT_LIMITS } from './storage-keys';

export interface ManagerAssessEntry {
  /** The options query value, e.g. "11,21,31". */
  options: string;
  tags: string[];
  /** When it was taken (ISO time). */
  at: string;
}

function isEntry(x: unknown): x is ManagerAssessEntry {
  return isRecord(x) && typeof x.options === 'string' && typeof x.at === 'string' && Array.isArray(x.tags) && x.tags.every((t) => typeof t === 'string');
}

export const MANAGER_ASSESS_HISTORY_KEY = lsKey('manager_assess_history');

export function createManagerAssessHistory(store: KeyValueStore): RecentList<ManagerAssessEntry> {
  return createRecentList(store, { key: MANAGER_ASSESS_HISTORY_KEY, identity: (x) => x.options, isItem: isEntry, maxOlder: RECENT_LIMITS.recentHistoryMax - 1 });
}
