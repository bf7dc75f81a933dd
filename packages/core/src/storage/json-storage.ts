// JSON over the KeyValueStore port. Local lists are a convenience: a corrupt or foreign value reads as
// absent and a failed write (storage full) is dropped, so neither can break a screen.
import type { KeyValueStore } from '../ports';

export function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the list simply is not remembered.
  }
}

/** The elements of a stored array that pass the guard; anything else reads as an empty list. */
export function readArray<T>(store: KeyValueStore, key: string, isItem: (x: unknown) => x is T): T[] {
  const value = readJson(store, key);
  return Array.isArray(value) ? value.filter(isItem) : [];
}

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function isString(x: unknown): x is string {
  return typeof x === 'string';
}
