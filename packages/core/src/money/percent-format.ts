// Signed percentages with the market colour convention: up is red, down is green.
import type { DecimalInput } from './decimal';
import { parseDecimal, roundHalfUp } from './decimal';

/** CSS-ish tone names the UI maps to red / green / neutral. */
export type PercentTone = 'up' | 'down' | 'flat';

export interface PercentDisplay {
  text: string;
  tone: PercentTone;
}

/** Shown when the server sends no value; a dash reads better than "NaN%". */
export const EMPTY_PERCENT_TEXT = '--';

export function toneOf(x: DecimalInput | null | undefined): PercentTone {
  const n = parseDecimal(x);
  if (n === null || n.eq(0)) return 'flat';
  return n.gt(0) ? 'up' : 'down';
}

/**
 * Formats a value already in percent units (the API sends 1.23 for 1.23%). The tone follows the
 * rounded text, so "+0.00%" is never painted red.
 */
export function formatSignedPercent(x: DecimalInput | null | undefined, dp = 2): PercentDisplay {
  const n = parseDecimal(x);
  if (n === null) return { text: EMPTY_PERCENT_TEXT, tone: 'flat' };
  const rounded = roundHalfUp(n, dp);
  const tone = toneOf(rounded);
  const sign = tone === 'up' ? '+' : '';
  return { text: `${sign}${rounded.toFixed(dp)}%`, tone };
}
