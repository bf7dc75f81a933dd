// A small cache for market reads. Fund lists and details change when NAVs are published (once a
// trading day), yet every guest asks for them: serving repeats from memory keeps the database free
// for orders. Callers put the market date in the key; clear() drops everything when NAVs are published
// (engine/navs-published.ts), so an entry never outlives the data it was read from.
export interface ReadCache {
  /** The cached answer for `key`, or the one `load` gives; concurrent misses share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The answer for `key` if one is loaded already (a hit without a promise), else undefined. */
  peek<T>(key: string): T | undefined;
  clear(): void;
  readonly size: number;
}

export interface ReadCacheOptions {
  maxEntries: number;
}

interface Entry {
  promise: Promise<unknown>;
  value?: unknown;
  loaded: boolean;
  /** When it was last asked for: the least recent go first when the cache is full. */
  used: number;
}

export function createReadCache({ maxEntries }: ReadCacheOptions): ReadCache {
  // A hit only stamps its entry; the Map is not reordered on every hit (a delete and a set each time
  // cost more than the rest of a hit). Eviction sorts by the stamps, a tenth of the entries at a time.
  const entries = new Map<string, Entry>();
  let generation = 0;
  let clock = 0;
  const evictBatch = Math.max(1, Math.floor(maxEntries / 10));

  function evict(): void {
    if (entries.size <= maxEntries) return;
    const oldest = [...entries].sort((a, b) => a[1].used - b[1].used);
    const excess = Math.max(entries.size - maxEntries, Math.min(evictBatch, entries.size - 1));
    for (let i = 0; i < excess; i += 1) entries.delete(oldest[i]![0]);
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        hit.used = ++clock;
        return hit.promise as Promise<T>;
      }
      const mine = generation;
      const promise = load();
      const entry: Entry = { promise, loaded: false, used: ++clock };
      entries.set(key, entry);
      // A failed load is not remembered; neither is one that finished after a clear().
      void promise.then(
        (value) => {
          entry.value = value;
          entry.loaded = true;
          if (mine !== generation && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      evict();
      return promise;
    },
    peek<T>(key: string): T | undefined {
      const hit = entries.get(key);
      if (hit === undefined || !hit.loaded) return undefined;
      hit.used = ++clock;
      return hit.value as T;
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
