// Captcha, bank card number and real name: the bind-card and signup form fields.
import type { CheckResult } from '../forms/validation-messages';
import { BANK_CARD_MESSAGES, CAPTCHA_MESSAGES, REAL_NAME_MESSAGES } from '../forms/validation-messages';
import { INPUT_LIMITS } from '../ui/limits';

export const CAPTCHA_MAX_LENGTH = INPUT_LIMITS.captchaMaxLength;
export const BANK_CARD_NO_MAX_LENGTH = INPUT_LIMITS.bankCardNoMaxLength;
export const REAL_NAME_MAX_LENGTH = INPUT_LIMITS.realNameMaxLength;
// Mainland debit cards run 16-19 digits; 12 leaves room for older issuers.
export const BANK_CARD_NO_MIN_LENGTH = 12;

export function checkCaptcha(value: string): CheckResult {
  const v = value.trim();
  if (v === '') return CAPTCHA_MESSAGES.required;
  return v.length > CAPTCHA_MAX_LENGTH ? CAPTCHA_MESSAGES.tooLong : null;
}

/** Card numbers are typed in groups of four; the spaces are not part of the number. */
export function normalizeBankCardNo(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The Luhn (mod 10) check digit test every UnionPay card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkBankCardNo(value: string): CheckResult {
  const v = normalizeBankCardNo(value);
  if (v === '') return BANK_CARD_MESSAGES.required;
  if (!/^\d+$/.test(v) || v.length < BANK_CARD_NO_MIN_LENGTH || v.length > BANK_CARD_NO_MAX_LENGTH) {
    return BANK_CARD_MESSAGES.invalid;
  }
  return passesLuhn(v) ? null : BANK_CARD_MESSAGES.checksum;
}

/** IMEs type the separator in a Chinese transliterated name in several ways; store the middle dot. */
export function normalizeRealName(value: string): string {
  return value.trim().replace(/[•・．.]/g, '·');
}

// Chinese characters, with · between parts of a transliterated name (阿卜杜勒·克里木).
const REAL_NAME = /^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/;

export function isRealName(value: string): boolean {
  const v = normalizeRealName(value);
  return REAL_NAME.test(v) && [...v].length >= 2 && [...v].length <= REAL_NAME_MAX_LENGTH;
}

export function checkRealName(value: string): CheckResult {
  if (value.trim() === '') return REAL_NAME_MESSAGES.required;
  return isRealName(value) ? null : REAL_NAME_MESSAGES.invalid;
}
