// Cached first pages: a cached GET shows the stored copy at once and then the fresh answer. Only
// page 1 (or a call without a page) is cached, keyed by the call and its parameters.
import type { KeyValueStore, QueryValue } from '../ports';
import { readJson, writeJson } from './json-storage';
import { RECENT_KEYS } from './storage-keys';

export type CacheParams = Readonly<Record<string, QueryValue>>;

/** Parameters in name order, empty ones dropped, so equal queries share one key. */
export function firstPageCacheKey(call: string, params: CacheParams = {}): string {
  const query = Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(params[k]))}`)
    .join('&');
  return `${RECENT_KEYS.firstPageCachePrefix}:${call}${query ? `?${query}` : ''}`;
}

export function isFirstPageRequest(params: CacheParams = {}): boolean {
  const page = params.page;
  return page === undefined || page === null || String(page) === '1';
}

export interface FirstPageCache {
  /** The stored answer, or null when none (or it is unreadable). The caller checks its shape. */
  get(call: string, params?: CacheParams): unknown;
  /** Stores the answer of a first-page request; returns whether it was stored. */
  set(call: string, params: CacheParams | undefined, data: unknown): boolean;
  remove(call: string, params?: CacheParams): void;
}

export function createFirstPageCache(store: KeyValueStore): FirstPageCache {
  return {
    get: (call, params) => (isFirstPageRequest(params) ? readJson(store, firstPageCacheKey(call, params)) : null),
    set(call, params, data) {
      if (!isFirstPageRequest(params) || data === undefined) return false;
      writeJson(store, firstPageCacheKey(call, params), data);
      return true;
    },
    remove: (call, params) => store.removeItem(firstPageCacheKey(call, params)),
  };
}
