// Compact Chinese magnitudes for display: 万 past 4 integer digits, 亿 past 8.
import type { DecimalInput } from './decimal';
import { roundHalfUp, toDecimal } from './decimal';

export const UNIT_WAN = '万';
export const UNIT_YI = '亿';

export type ChineseUnit = '' | typeof UNIT_WAN | typeof UNIT_YI;

export interface ChineseUnitParts {
  /** The scaled number as fixed text (or trimmed when asked), sign included. */
  value: string;
  unit: ChineseUnit;
}

export interface ChineseUnitOptions {
  /** Decimal places of the scaled number; 2 by default. */
  dp?: number;
  /** Drop trailing zeros ("5万" rather than "5.00万"), as limits and badges show them. */
  trimZeros?: boolean;
}

const WAN = 1e4;
const YI = 1e8;

function trimTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Splits a number into a scaled value and its unit. The unit is chosen after rounding, so 99,999,999
 * reads "1.00亿" rather than "10000.00万".
 */
export function toChineseUnitParts(x: DecimalInput, options: ChineseUnitOptions = {}): ChineseUnitParts {
  const dp = options.dp ?? 2;
  const n = toDecimal(x);
  let unit: ChineseUnit = '';
  let scaled = roundHalfUp(n, dp);
  if (scaled.abs().gte(WAN)) {
    unit = UNIT_WAN;
    scaled = roundHalfUp(n.div(WAN), dp);
  }
  if (unit === UNIT_WAN && scaled.abs().gte(WAN)) {
    unit = UNIT_YI;
    scaled = roundHalfUp(n.div(YI), dp);
  }
  const text = scaled.toFixed(dp);
  return { value: options.trimZeros ? trimTrailingZeros(text) : text, unit };
}

/** "1.23万", "4.56亿", "999.00"; see toChineseUnitParts. */
export function formatChineseUnits(x: DecimalInput, options: ChineseUnitOptions = {}): string {
  const parts = toChineseUnitParts(x, options);
  return parts.value + parts.unit;
}
