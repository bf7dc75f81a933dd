import type { KeyValueStore } from './index-types';

/** A KeyValueStore kept in memory: for tests and for the server side. */
export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore & { snapshot(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    snapshot: () => Object.fromEntries(map),
  };
}
