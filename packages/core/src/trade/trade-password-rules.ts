import type { CheckResult } from '../forms/validation-messages';
import { TRADE_PASSWORD_MESSAGES } from '../forms/validation-messages';
import { INPUT_LIMITS } from '../ui/limits';

export const TRADE_PASSWORD_LENGTH = INPUT_LIMITS.tradePasswordLength;

export function isTradePassword(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Setting (or resetting) the trade password, with the confirmation when the screen has one. */
export function checkTradePasswordSetting(password: string, confirm?: string): CheckResult {
  if (!isTradePassword(password)) return TRADE_PASSWORD_MESSAGES.setInvalid;
  if (confirm !== undefined && confirm !== password) return TRADE_PASSWORD_MESSAGES.confirmMismatch;
  return null;
}

/** The trade-password dialog refuses to submit until all 6 digits are in. */
export function checkTradePasswordForSubmit(password: string): CheckResult {
  return isTradePassword(password) ? null : TRADE_PASSWORD_MESSAGES.submitIncomplete;
}
