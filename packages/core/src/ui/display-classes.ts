// Colour rules for scores and changes (the percent up/down colour is in money/).
import type { DecimalInput } from '../money/decimal';
import { parseDecimal } from '../money/decimal';
import { DISPLAY } from './limits';

export type DiagnosisScoreColour = 'red' | 'blue' | 'green' | 'muted';

/** A diagnosis (or risk) score: 90+ red, 60+ blue, below green, no score muted. */
export function diagnosisScoreColour(score: number | null | undefined): DiagnosisScoreColour {
  if (score === null || score === undefined || Number.isNaN(score)) return 'muted';
  if (score >= DISPLAY.diagnosisScoreRedFrom) return 'red';
  if (score >= DISPLAY.diagnosisScoreBlueFrom) return 'blue';
  return 'green';
}

/** The class that puts a blue background behind an unusually large change. */
export const LARGE_CHANGE_CLASS = 'bg-blue';

/** A changing percentage above 10 (in percent units, as the API sends it) is highlighted. */
export function isLargeChange(percent: DecimalInput | null | undefined): boolean {
  const value = percent === null || percent === undefined ? null : parseDecimal(percent);
  return value !== null && value.gt(DISPLAY.largeChangeAbovePercent);
}

export function changeClass(percent: DecimalInput | null | undefined): string {
  return isLargeChange(percent) ? LARGE_CHANGE_CLASS : '';
}
