// Decisions of the manager tools, diagnosis and video screens: followed-manager order, the guest's
// diagnosis gate, score texts, assessment answers, the comparison table and video durations.
import type { FundManager, RiskQuestion } from '../api/contract/entities';
import { TIMING_MS } from '../ui/timing';
import { diagnosisScoreColour } from '../ui/display-classes';
import { managerSkills } from './manager-display';
import { matchUrl } from '../navigation/route-urls';

/** Managers in the device's follow order (newest followed first); ones the device does not know keep the server's order after them. */
export function orderFollowedManagers<T extends { id: string | number }>(managers: readonly T[], localIds: readonly string[]): T[] {
  const rank = (m: T): number => {
    const i = localIds.indexOf(String(m.id));
    return i < 0 ? localIds.length : i;
  };
  return managers.map((m, i) => ({ m, i })).sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i).map((x) => x.m);
}

export interface DiagnosisGateCounter {
  recordView(): { allowed: boolean; remaining: number };
}

export type DiagnosisGate = { allowed: true; remaining: number | null } | { allowed: false; remaining: 0 };

/** Logged-in users always see the diagnosis; a guest's view is counted and refused past the free ones. */
export function diagnosisViewGate(loggedIn: boolean, counter: DiagnosisGateCounter): DiagnosisGate {
  if (loggedIn) return { allowed: true, remaining: null };
  const d = counter.recordView();
  return d.allowed ? { allowed: true, remaining: d.remaining } : { allowed: false, remaining: 0 };
}

/** The score as shown: the whole number, or the dash when the fund has none. */
export function diagnosisScoreText(score: number | null | undefined): string {
  return score === null || score === undefined || Number.isNaN(score) ? '--' : String(Math.round(score));
}

/** The CSS class of a score by the spec's bands (90+ red, 60+ blue, below green, none muted). */
export function diagnosisScoreClass(score: number | null | undefined): string {
  return `score-${diagnosisScoreColour(score)}`;
}

/** The assessment's options as the query value ("11,21,31"), or null until every question has an answer. */
export function assessOptionsValue(questions: readonly Pick<RiskQuestion, 'id'>[], answers: Readonly<Record<string, number>>): string | null {
  const picked = questions.map((q) => answers[String(q.id)]);
  if (questions.length === 0 || picked.some((a) => a === undefined)) return null;
  return picked.join(',');
}

export interface CompareRow {
  label: string;
  scores: number[];
  /** Index of the highest score (the first on a tie), highlighted in the table. */
  best: number;
}

/** One row per skill with every compared manager's score. */
export function managerCompareRows(managers: readonly FundManager[]): CompareRow[] {
  const perManager = managers.map(managerSkills);
  const labels = perManager[0]?.map((s) => s.label) ?? [];
  return labels.map((label, row) => {
    const scores = perManager.map((skills) => skills[row]?.score ?? 0);
    return { label, scores, best: scores.indexOf(Math.max(...scores)) };
  });
}

/** Ids from the selector's ?managers= value ("3,7"), blanks and repeats dropped. */
export function managerIdsParam(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((x) => x.trim()).filter((x) => /^\d+$/.test(x)))];
}

/** A media duration ("m:ss") from seconds; the status duration base turns it into milliseconds first. */
export function mediaDurationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '--:--';
  const totalSeconds = Math.round((seconds * TIMING_MS.statusDurationBase) / 1000);
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export const MANAGER_COMPARE_LIST_URL = '/symbols/funds/managers/compare/list/';

/** Where the selector returns: its ?next= when that is one of our pages, else the comparison. */
export function compareSelectorNext(next: string | undefined): string {
  return next && next.startsWith('/') && matchUrl(next) !== null ? next : MANAGER_COMPARE_LIST_URL;
}

/** The comparison after the selector: the kept ones in their order, then the newly picked, newest (last picked) first. */
export function applyCompareSelection(current: readonly string[], picked: readonly string[]): string[] {
  const kept = current.filter((id) => picked.includes(id));
  const added = picked.filter((id) => !current.includes(id)).reverse();
  return [...added, ...kept];
}

export type QuantInfluenceTone = 'up' | 'down' | 'flat';

/** A factor's effect on the price in the market colours: 1 pushes it up (red), 3 down (green), 2 neutral. */
export function quantInfluenceTone(priceInfluenceType: number): QuantInfluenceTone {
  if (priceInfluenceType === 1) return 'up';
  if (priceInfluenceType === 3) return 'down';
  return 'flat';
}
