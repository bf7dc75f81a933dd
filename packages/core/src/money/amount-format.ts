// Display text for amounts: thousands separators, and reading such text back.
import type { Decimal, DecimalInput } from './decimal';
import { AMOUNT_DP, parseDecimal, roundHalfUp, toDecimal } from './decimal';

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "98,814.23": rounded half-up to dp places (2 by default) with comma grouping. */
export function formatAmount(x: DecimalInput, dp: number = AMOUNT_DP): string {
  const text = roundHalfUp(toDecimal(x), dp).toFixed(dp);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [intPart = '', fracPart] = body.split('.');
  const grouped = groupThousands(intPart) + (fracPart === undefined ? '' : `.${fracPart}`);
  return negative ? `-${grouped}` : grouped;
}

/** "+1,185.77" / "-3.00" / "0.00", for income lines where the sign carries meaning. */
export function formatSignedAmount(x: DecimalInput, dp: number = AMOUNT_DP): string {
  const text = formatAmount(x, dp);
  return roundHalfUp(toDecimal(x), dp).gt(0) ? `+${text}` : text;
}

/** Reads grouped display text ("1,234.50", "+3") back to a decimal; null if it is not one. */
export function parseAmountText(text: string): Decimal | null {
  const compact = text.trim();
  if (!/^[+-]?\d{1,3}(,\d{3})*(\.\d+)?$|^[+-]?\d+(\.\d+)?$/.test(compact)) return null;
  return parseDecimal(compact.replace(/,/g, ''));
}
