// A small cache for market reads. Fund lists and details change when NAVs are published (once a
// trading day), yet every guest asks for them: serving repeats from memory keeps the database free
// for orders. Entries live `ttlMs` at most; clear() drops them all when the market data changes.
export interface ReadCache {
  /** The cached answer for `key`, or the one `load` gives; concurrent misses share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export function createReadCache({ ttlMs, maxEntries, now = Date.now }: ReadCacheOptions): ReadCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const mine = generation;
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed load is not remembered; neither is one that finished after a clear().
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      void value.then(() => {
        if (mine !== generation && entries.get(key)?.value === value) entries.delete(key);
      }, () => undefined);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
