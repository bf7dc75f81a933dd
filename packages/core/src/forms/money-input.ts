// Cleans a money field on every keystroke, so the field only ever holds something that is, or is
// becoming, a valid amount.
import type { Decimal } from '../money';
import { parseDecimal } from '../money';

export interface MoneyInputOptions {
  /** Keep a leading minus (adjustments); amounts to pay never allow one. */
  allowNegative?: boolean;
  /** Decimal places kept; 2 for yuan. */
  decimals?: number;
}

/**
 * Keeps digits, the first dot and (when allowed) a leading minus; cuts extra decimals; drops
 * leading zeros ("007" becomes "7"); writes ".5" as "0.5". A trailing dot stays while typing.
 */
export function sanitizeMoneyInput(raw: string, options: MoneyInputOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const negative = options.allowNegative === true && raw.startsWith('-');
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let intPart = dot < 0 ? kept : kept.slice(0, dot);
  const fracPart = dot < 0 ? '' : kept.slice(dot + 1).replace(/\./g, '').slice(0, decimals);
  intPart = intPart.replace(/^0+(?=\d)/, '');
  const hasDot = dot >= 0 && decimals > 0;
  if (hasDot && intPart === '') intPart = '0';
  return (negative ? '-' : '') + intPart + (hasDot ? `.${fracPart}` : '');
}

/** The amount a sanitised field holds, or null while it holds no digit yet ("" or "-"). */
export function moneyInputValue(text: string): Decimal | null {
  if (!/\d/.test(text)) return null;
  return parseDecimal(text.endsWith('.') ? text.slice(0, -1) : text);
}
