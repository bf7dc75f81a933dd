// Followed fund managers and the manager comparison list, kept locally by manager id.
import type { KeyValueStore } from '../ports';
import { isRecord, isString, readJson, writeJson } from './json-storage';
import type { RecentList } from './recent-list';
import { createRecentList, pushFront } from './recent-list';
import { RECENT_KEYS } from './storage-keys';

/** Manager ids come as numbers from some calls and strings from routes; they are kept as strings. */
export type ManagerId = string | number;

export interface FollowedManagersSnapshot {
  ids: string[];
  /** Set by every local change; the following page clears it once it has synced with the server. */
  updated: boolean;
}

export interface FollowedManagers {
  snapshot(): FollowedManagersSnapshot;
  ids(): string[];
  isFollowed(id: ManagerId): boolean;
  /** Following moves the manager to the front. */
  follow(id: ManagerId): FollowedManagersSnapshot;
  unfollow(id: ManagerId): FollowedManagersSnapshot;
  /** Replaces the list with the server's and clears the updated flag. */
  replace(ids: readonly ManagerId[]): FollowedManagersSnapshot;
  markSynced(): FollowedManagersSnapshot;
}

export function createFollowedManagers(store: KeyValueStore): FollowedManagers {
  const key = RECENT_KEYS.followedManagers;
  const snapshot = (): FollowedManagersSnapshot => {
    const value = readJson(store, key);
    if (!isRecord(value)) return { ids: [], updated: false };
    const ids = Array.isArray(value.ids) ? value.ids.filter(isString) : [];
    return { ids, updated: value.updated === true };
  };
  const save = (next: FollowedManagersSnapshot): FollowedManagersSnapshot => {
    writeJson(store, key, next);
    return next;
  };
  const self = (x: string): string => x;
  return {
    snapshot,
    ids: () => snapshot().ids,
    isFollowed: (id) => snapshot().ids.includes(String(id)),
    follow: (id) => save({ ids: pushFront(snapshot().ids, String(id), self), updated: true }),
    unfollow: (id) => save({ ids: snapshot().ids.filter((x) => x !== String(id)), updated: true }),
    replace: (ids) => save({ ids: [...new Set(ids.map(String))], updated: false }),
    markSynced: () => save({ ...snapshot(), updated: false }),
  };
}

/** The managers picked for comparison, newest first. */
export function createManagerCompareList(store: KeyValueStore): RecentList<string> {
  return createRecentList(store, { key: RECENT_KEYS.managerCompare, identity: (x) => x, isItem: isString });
}
