// A small cache for market reads. Fund lists and details change when NAVs are published (once a
// trading day), yet every guest asks for them: serving repeats from memory keeps the database free
// for orders. Callers put the market date in the key; clear() drops everything when NAVs are published
// (engine/navs-published.ts), so an entry never outlives the data it was read from.
export interface ReadCache {
  /** The cached answer for `key`, or the one `load` gives; concurrent misses share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export interface ReadCacheOptions {
  maxEntries: number;
}

export function createReadCache({ maxEntries }: ReadCacheOptions): ReadCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, Promise<unknown>>();
  let generation = 0;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit as Promise<T>;
      }
      const mine = generation;
      const value = load();
      entries.set(key, value);
      // A failed load is not remembered; neither is one that finished after a clear().
      void value.then(
        () => {
          if (mine !== generation && entries.get(key) === value) entries.delete(key);
        },
        () => {
          if (entries.get(key) === value) entries.delete(key);
        },
      );
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
