// The funds waiting to be compared (/symbols/funds/compare/), kept locally: newest first, one entry per
// symbol, the recent-history default of 10 in all; and which two of them the user has picked.
import type { KeyValueStore } from '../ports';
import { isRecord, isString } from './json-storage';
import { createRecentList, type RecentList } from './recent-list';
import { RECENT_LIMITS, lsKey } from './storage-keys';

export interface FundCompareEntry {
  symbol: string;
  abbr_name: string;
}

export const FUND_COMPARE_KEY = lsKey('fund_compare');

/** A NAV comparison puts exactly two funds side by side. */
export const FUND_COMPARE_PICK = 2;

const isEntry = (x: unknown): x is FundCompareEntry => isRecord(x) && isString(x.symbol) && x.symbol !== '' && isString(x.abbr_name);

export function createFundCompareList(store: KeyValueStore): RecentList<FundCompareEntry> {
  return createRecentList<FundCompareEntry>(store, {
    key: FUND_COMPARE_KEY,
    identity: (e) => e.symbol,
    isItem: isEntry,
    maxOlder: RECENT_LIMITS.recentHistoryMax - 1,
  });
}

/**
 * Ticks or unticks a fund. Ticking a third fund drops the earliest pick, so the two latest picks are
 * always the ones compared.
 */
export function toggleComparePick(picked: readonly string[], symbol: string): string[] {
  if (picked.includes(symbol)) return picked.filter((s) => s !== symbol);
  return [...picked, symbol].slice(-FUND_COMPARE_PICK);
}

/** The comparison detail of the two picks, or null until two are picked. */
export function comparisonDetailUrl(picked: readonly string[]): string | null {
  const [a, b] = picked;
  if (picked.length !== FUND_COMPARE_PICK || a === undefined || b === undefined) return null;
  return `/symbols/funds/comparison/detail/?symbolA=${encodeURIComponent(a)}&symbolB=${encodeURIComponent(b)}`;
}

/** The picks a compare screen opens with: the two newest funds (the one just added and the one before). */
export function initialComparePicks(entries: readonly FundCompareEntry[]): string[] {
  return entries.slice(0, FUND_COMPARE_PICK).map((e) => e.symbol);
}
