// Readers of the market answers the contract leaves open-ended (JsonObject): each field is checked
// before a screen shows it, so a missing or malformed one reads as unknown instead of breaking the page.
import type { JsonObject, JsonValue } from '../api/contract/entities/common-types';
import { parseDecimal } from '../money/decimal';

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text field; numbers are shown as their text. Null when absent. */
export function jsonText(row: JsonObject | null | undefined, key: string): string | null {
  const value = row?.[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A decimal field (a decimal string or a number), as its text; null when absent or not a number. */
export function jsonDecimal(row: JsonObject | null | undefined, key: string): string | null {
  const value = row?.[key];
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' && parseDecimal(value) !== null ? value : null;
}

/** An integer count or id; null when absent. */
export function jsonInt(row: JsonObject | null | undefined, key: string): number | null {
  const value = row?.[key];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}

/** The objects of a list field (anything else in it is dropped); empty when absent. */
export function jsonObjects(row: JsonObject | null | undefined, key: string): JsonObject[] {
  const value = row?.[key];
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** The objects of a list answer. */
export function jsonRows(value: readonly JsonValue[] | null | undefined): JsonObject[] {
  return (value ?? []).filter(isObject);
}
