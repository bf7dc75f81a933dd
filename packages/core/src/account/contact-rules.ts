// Email and nickname: the account profile fields.
import type { CheckResult } from '../forms/validation-messages';
import { EMAIL_MESSAGES, NICKNAME_MESSAGES } from '../forms/validation-messages';
import { INPUT_LIMITS } from '../ui/limits';

// The spec's simple pattern: word characters and hyphens, then a 2-3 character suffix (once or twice).
const EMAIL = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]{2,3}){1,2}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function checkEmail(value: string): CheckResult {
  const v = value.trim();
  if (v === '') return EMAIL_MESSAGES.required;
  return isEmail(v) ? null : EMAIL_MESSAGES.invalid;
}

export const NICKNAME_MIN_DISPLAY_LENGTH = INPUT_LIMITS.nicknameMinDisplayLength;
export const NICKNAME_MAX_DISPLAY_LENGTH = INPUT_LIMITS.nicknameMaxDisplayLength;

/** Display width: characters beyond Latin-1 (Chinese, full-width) count double. */
export function displayLength(value: string): number {
  let n = 0;
  for (const ch of value) n += (ch.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  return n;
}

const NICKNAME_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9_-]+$/;

export function isNickname(value: string): boolean {
  const len = displayLength(value);
  return NICKNAME_CHARS.test(value) && len >= NICKNAME_MIN_DISPLAY_LENGTH && len <= NICKNAME_MAX_DISPLAY_LENGTH;
}

export function checkNickname(value: string): CheckResult {
  return isNickname(value.trim()) ? null : NICKNAME_MESSAGES.invalid;
}
