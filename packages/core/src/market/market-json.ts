// The one kit of JSON readers (the app's own was merged away): for data the contract passes opaque and
// for view builders that accept an answer typed or not. Each field is checked before a screen shows it,
// so a missing or malformed one reads as unknown instead of breaking the page.
import type { JsonObject } from '../api/contract/entities/common-types';
import { parseDecimal } from '../money/decimal';

/** Any answer, typed or open: the readers look a key up and check its value's type themselves. */
export type JsonSource = object;

function valueAt(row: JsonSource | null | undefined, key: string): unknown {
  // Own keys only, so 'constructor' never reads Object.prototype's.
  return row && Object.prototype.hasOwnProperty.call(row, key) ? (row as Record<string, unknown>)[key] : undefined;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text field; numbers are shown as their text. Null when absent. */
export function jsonText(row: JsonSource | null | undefined, key: string): string | null {
  const value = valueAt(row, key);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A decimal field (a decimal string or a number), as its text; null when absent or not a number. */
export function jsonDecimal(row: JsonSource | null | undefined, key: string): string | null {
  const value = valueAt(row, key);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' && parseDecimal(value) !== null ? value : null;
}

/** An integer count or id; null when absent. */
export function jsonInt(row: JsonSource | null | undefined, key: string): number | null {
  const value = valueAt(row, key);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}

/** An object field; null when absent or not an object. */
export function jsonObject(row: JsonSource | null | undefined, key: string): JsonObject | null {
  const value = valueAt(row, key);
  return isObject(value) ? value : null;
}

/** The objects of a list field (anything else in it is dropped); empty when absent. */
export function jsonObjects(row: JsonSource | null | undefined, key: string): JsonObject[] {
  const value = valueAt(row, key);
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** The objects of a list answer. */
export function jsonRows(value: readonly unknown[] | null | undefined): JsonObject[] {
  return (value ?? []).filter(isObject);
}
