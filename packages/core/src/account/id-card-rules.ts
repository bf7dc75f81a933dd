// Mainland resident ID numbers. The spec asks only for the shape; we also check the GB 11643 check
// digit and the birth date of 18-digit numbers, so typos are caught before the bank verification call.
import type { CheckResult } from '../forms/validation-messages';
import { ID_CARD_MESSAGES } from '../forms/validation-messages';
import { INPUT_LIMITS } from '../ui/limits';
import { formatCalendarDate, isCalendarDate } from '../calendar/calendar-date';

export const ID_CARD_MAX_LENGTH = INPUT_LIMITS.idCardMaxLength;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** 15 digits, 18 digits, or 17 digits plus X (either case). */
export function isIdCardShape(value: string): boolean {
  return /^(\d{15}|\d{17}[\dXx])$/.test(value);
}

/** The GB 11643 check character for the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('需要17位数字');
  let sum = 0;
  WEIGHTS.forEach((w, i) => {
    sum += w * Number(first17.charAt(i));
  });
  return CHECK_CHARS.charAt(sum % 11);
}


/** True when the 8 birth digits of an 18-digit number are a calendar date from 1900 on. */
export function hasValidBirthDate(id18: string): boolean {
  const year = Number(id18.slice(6, 10));
  const month = Number(id18.slice(10, 12));
  const day = Number(id18.slice(12, 14));
  return year >= 1900 && isCalendarDate(formatCalendarDate(year, month, day));
}

export function checkIdCard(value: string): CheckResult {
  const v = value.trim();
  if (v === '') return ID_CARD_MESSAGES.required;
  if (!isIdCardShape(v)) return ID_CARD_MESSAGES.invalid;
  if (v.length === 15) return null;
  if (!hasValidBirthDate(v)) return ID_CARD_MESSAGES.birthDate;
  if (idCardCheckChar(v.slice(0, 17)) !== v.charAt(17).toUpperCase()) return ID_CARD_MESSAGES.checksum;
  return null;
}
