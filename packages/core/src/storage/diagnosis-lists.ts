// The fund diagnosis list (by fund code) and the diagnosis history (by source fund symbol).
import type { KeyValueStore } from '../ports';
import { isRecord } from './json-storage';
import type { RecentList } from './recent-list';
import { createRecentList } from './recent-list';
import { RECENT_KEYS, RECENT_LIMITS } from './storage-keys';

/** A diagnosed fund; the screen stores what it needs to redraw the row beside the code. */
export interface DiagnosisEntry {
  code: string;
  [field: string]: unknown;
}

export interface DiagnosisHistoryEntry {
  source_fund_symbol: string;
  [field: string]: unknown;
}

function isDiagnosisEntry(x: unknown): x is DiagnosisEntry {
  return isRecord(x) && typeof x.code === 'string';
}

function isDiagnosisHistoryEntry(x: unknown): x is DiagnosisHistoryEntry {
  return isRecord(x) && typeof x.source_fund_symbol === 'string';
}

/** Newest first, one entry per code: the new entry plus at most 10 older ones. */
export function createDiagnosisList(store: KeyValueStore): RecentList<DiagnosisEntry> {
  return createRecentList(store, {
    key: RECENT_KEYS.diagnosisList,
    identity: (x) => x.code,
    isItem: isDiagnosisEntry,
    maxOlder: RECENT_LIMITS.diagnosisListMaxOlder,
  });
}

/** Newest first, one entry per source fund symbol, 10 kept like every recent-history store. */
export function createDiagnosisHistory(store: KeyValueStore): RecentList<DiagnosisHistoryEntry> {
  return createRecentList(store, {
    key: RECENT_KEYS.diagnosisHistory,
    identity: (x) => x.source_fund_symbol,
    isItem: isDiagnosisHistoryEntry,
    maxOlder: RECENT_LIMITS.recentHistoryMax - 1,
  });
}
