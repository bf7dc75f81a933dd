// The shared shape of the "newest first, no duplicates" local lists.
import type { KeyValueStore } from '../ports';
import { readArray, writeJson } from './json-storage';

/**
 * Puts item at the front, drops any older entry with the same identity, and keeps at most
 * maxOlder of the older entries (no limit when maxOlder is undefined).
 */
export function pushFront<T>(items: readonly T[], item: T, identity: (x: T) => string, maxOlder?: number): T[] {
  const id = identity(item);
  const older = items.filter((x) => identity(x) !== id);
  return [item, ...(maxOlder === undefined ? older : older.slice(0, maxOlder))];
}

export interface RecentListOptions<T> {
  key: string;
  identity: (item: T) => string;
  isItem: (x: unknown) => x is T;
  /** Older entries kept behind a new one. */
  maxOlder?: number;
}

export interface RecentList<T> {
  list(): T[];
  /** Adds at the front and returns the new list. */
  add(item: T): T[];
  remove(id: string): T[];
  has(id: string): boolean;
  clear(): void;
}

export function createRecentList<T>(store: KeyValueStore, options: RecentListOptions<T>): RecentList<T> {
  const { key, identity, isItem, maxOlder } = options;
  const list = (): T[] => readArray(store, key, isItem);
  const save = (items: T[]): T[] => {
    writeJson(store, key, items);
    return items;
  };
  return {
    list,
    add: (item) => save(pushFront(list(), item, identity, maxOlder)),
    remove: (id) => save(list().filter((x) => identity(x) !== id)),
    has: (id) => list().some((x) => identity(x) === id),
    clear: () => store.removeItem(key),
  };
}
