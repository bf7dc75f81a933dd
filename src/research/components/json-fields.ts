// Reading the open (JsonObject) answers of the research calls without casts: a wrong type reads as absent.
import type { Wire } from '@fund/core/api';

export function textOf(o: Wire.JsonObject | null | undefined, key: string): string {
  const v = o?.[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function numberOf(o: Wire.JsonObject | null | undefined, key: string): number | null {
  const v = o?.[key];
  return typeof v === 'number' ? v : null;
}

export function decimalOf(o: Wire.JsonObject | null | undefined, key: string): string | null {
  const v = o?.[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}

export function objectsOf(o: Wire.JsonObject | null | undefined, key: string): Wire.JsonObject[] {
  const v = o?.[key];
  return Array.isArray(v) ? v.filter((x): x is Wire.JsonObject => typeof x === 'object' && x !== null && !Array.isArray(x)) : [];
}

export function stringsOf(o: Wire.JsonObject | null | undefined, key: string): string[] {
  const v = o?.[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** A manager inside an open answer (the server maps them with the same mapper as everywhere else). */
export function isManagerObject(x: Wire.JsonObject): x is Wire.JsonObject & Wire.FundManager {
  return typeof x.id === 'number' && typeof x.name === 'string' && typeof x.fund_company === 'string';
}
