// The user's own money pages as last read, kept on the device so a network failure still shows them, with
// the time they were read (issue 24, B7). Only reading works offline: nothing is submitted from a copy.
// The copies go with the session (clearSession, saveSession) so the next user of the device never sees them.
import type { KeyValueStore } from '../ports';
import { beijingDateTime } from '../calendar/calendar-date';
import { isRecord, readJson } from './json-storage';
import { lsKey } from './storage-keys';

/** The pages whose last answer is kept. */
export const LAST_KNOWN_PAGES = ['assets', 'fund_holdings', 'trades_fund', 'trades_portfolio', 'trades_fund_bao', 'trades_private_fund'] as const;
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

/**
 * The largest copy kept, in UTF-8 bytes of its JSON. WeChat allows 1 MB per key and 10 MB in all; a
 * copy is a convenience, so it stays well under one key's limit and leaves room for the other pages.
 */
export const LAST_KNOWN_MAX_BYTES = 512 * 1024;

function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Keeps the answer unless it is too big (or cannot be serialised); then the older copy goes too, never throws. */
export function saveLastKnown(store: KeyValueStore, page: LastKnownPage, data: unknown, now: number): void {
  let text: string | undefined;
  try {
    text = JSON.stringify({ saved_at: now, data });
  } catch {
    text = undefined;
  }
  try {
    // Too big: an older copy would pass for the latest answer, so better none than a misleading one.
    if (text === undefined || utf8Bytes(text) > LAST_KNOWN_MAX_BYTES) store.removeItem(keyOf(page));
    else store.setItem(keyOf(page), text);
  } catch {
    // Storage full or unavailable: the page simply has no copy.
  }
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
