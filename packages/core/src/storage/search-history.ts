// Search terms, newest first, without duplicates: 10 stored, and 9 read back when a store holds
// more than 10 (lists written by older clients were not capped).
import type { KeyValueStore } from '../ports';
import { isString, readArray, writeJson } from './json-storage';
import { pushFront } from './recent-list';
import { RECENT_KEYS, RECENT_LIMITS } from './storage-keys';

export interface SearchHistory {
  list(): string[];
  /** Adds a term (trimmed; blank terms are ignored) and returns the list as list() would. */
  add(term: string): string[];
  remove(term: string): string[];
  clear(): void;
}

export function createSearchHistory(store: KeyValueStore): SearchHistory {
  const key = RECENT_KEYS.searchHistory;
  const stored = (): string[] => readArray(store, key, isString);
  const list = (): string[] => {
    const items = stored();
    return items.length > RECENT_LIMITS.searchHistoryStored ? items.slice(0, RECENT_LIMITS.searchHistoryReturned) : items;
  };
  return {
    list,
    add(term) {
      const t = term.trim();
      if (t === '') return list();
      writeJson(store, key, pushFront(stored(), t, (x) => x, RECENT_LIMITS.searchHistoryStored - 1));
      return list();
    },
    remove(term) {
      writeJson(store, key, stored().filter((x) => x !== term));
      return list();
    },
    clear: () => store.removeItem(key),
  };
}
