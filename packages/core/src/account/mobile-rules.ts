import type { CheckResult } from '../forms/validation-messages';
import { MOBILE_MESSAGES } from '../forms/validation-messages';
import { INPUT_LIMITS } from '../ui/limits';

export const MOBILE_MAX_LENGTH = INPUT_LIMITS.mobileMaxLength;

/** Mainland numbers: 11 digits, starting 13 to 19. */
export function isMainlandMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** Numbers with a foreign country code: 8 to 11 digits. */
export function isForeignMobile(value: string): boolean {
  return /^\d{8,11}$/.test(value);
}

export interface MobileCheckOptions {
  /** True when the user picked a country code other than +86. */
  foreign?: boolean;
}

export function checkMobile(value: string, options: MobileCheckOptions = {}): CheckResult {
  const v = value.trim();
  if (v === '') return MOBILE_MESSAGES.required;
  const ok = options.foreign ? isForeignMobile(v) : isMainlandMobile(v);
  return ok ? null : MOBILE_MESSAGES.invalid;
}
