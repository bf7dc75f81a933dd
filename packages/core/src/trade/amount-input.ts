// Reading an amount or share count the user typed, and the result type every trade validator returns.
import type { Decimal, DecimalInput } from '../money/decimal';
import { AMOUNT_DP, compareDecimal, parseDecimal, toDecimal } from '../money/decimal';

/**
 * ok: the value may be submitted. Not ok with a null message: nothing to show yet (empty input, or a
 * card whose own note already explains why), but the form must not submit.
 */
export type AmountCheck = { ok: true; amount: Decimal } | { ok: false; message: string | null };

export const EMPTY_INPUT: AmountCheck = { ok: false, message: null };

export function fail(message: string): AmountCheck {
  return { ok: false, message };
}

export type AmountInput = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'value'; value: Decimal };

/**
 * Plain digits with at most `dp` decimals; a trailing dot left while typing is accepted. Exponents,
 * signs and separators are refused even though the decimal library would read them: the user typed them.
 */
export function readAmountInput(text: string, dp: number = AMOUNT_DP): AmountInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const decimals = match[2] ?? match[3] ?? '';
  if (decimals.length > dp) return { kind: 'invalid' };
  const value = parseDecimal(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
  return value === null ? { kind: 'invalid' } : { kind: 'value', value };
}

/** A limit as it reads inside a message: "最低购买10元", not "10.00". */
export function limitText(limit: DecimalInput): string {
  return toDecimal(limit).toString();
}

/** A limit the server may leave out; 0 and absent both mean there is none. */
export function activeLimit(limit: DecimalInput | null | undefined): Decimal | null {
  if (limit === null || limit === undefined) return null;
  const value = parseDecimal(limit);
  return value === null || value.lte(0) ? null : value;
}

export function isAbove(value: Decimal, limit: Decimal | null): boolean {
  return limit !== null && compareDecimal(value, limit) > 0;
}

export function isBelow(value: Decimal, limit: Decimal | null): boolean {
  return limit !== null && compareDecimal(value, limit) < 0;
}
