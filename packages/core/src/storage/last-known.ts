// The user's own money pages as last read, kept on the device so a network failure still shows them, with
// the time they were read (issue 24, B7). Only reading works offline: nothing is submitted from a copy.
// The copies go with the session (clearSession, saveSession) so the next user of the device never sees them.
import type { KeyValueStore } from '../ports';
import { beijingDateTime } from '../calendar/calendar-date';
import { isRecord, readJson, writeJson } from './json-storage';
import { lsKey } from './storage-keys';

/** The pages whose last answer is kept. */
export const LAST_KNOWN_PAGES = ['assets', 'fund_holdings'] as const;
export type LastKnownPage = (typeof LAST_KNOWN_PAGES)[number];

export const LAST_KNOWN_TEXTS = {
  stamp: (at: string) => `网络不可用，显示截至${at}的数据`,
  noSubmit: '联网后才能买卖、转入转出',
} as const;

const keyOf = (page: LastKnownPage) => lsKey(`last_known_${page}`);

export interface LastKnown {
  /** When the answer was read (epoch ms). */
  savedAt: number;
  data: unknown;
}

export function saveLastKnown(store: KeyValueStore, page: LastKnownPage, data: unknown, now: number): void {
  writeJson(store, keyOf(page), { saved_at: now, data });
}

/** The stored copy, or null when there is none or it is unreadable; the caller checks the data's shape. */
export function readLastKnown(store: KeyValueStore, page: LastKnownPage): LastKnown | null {
  const value = readJson(store, keyOf(page));
  if (!isRecord(value) || typeof value.saved_at !== 'number' || !Number.isFinite(value.saved_at) || value.data === undefined) return null;
  return { savedAt: value.saved_at, data: value.data };
}

export function clearLastKnown(store: KeyValueStore): void {
  for (const page of LAST_KNOWN_PAGES) store.removeItem(keyOf(page));
}

/** "网络不可用，显示截至 2026-11-27 21:05 的数据" in Beijing time, the market's clock. */
export function lastKnownStamp(savedAt: number): string {
  return LAST_KNOWN_TEXTS.stamp(beijingDateTime(savedAt));
}
