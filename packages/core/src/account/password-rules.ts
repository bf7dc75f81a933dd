// Login, signup and password-change rules. Passwords are never trimmed: a space is a character.
import type { CheckResult, SignupPasswordErrorKey } from '../forms/validation-messages';
import {
  LOGIN_PASSWORD_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  SIGNUP_PASSWORD_ERRORS,
  SIGNUP_PASSWORD_MESSAGES,
} from '../forms/validation-messages';
import { INPUT_LIMITS } from '../ui/limits';

export const PASSWORD_MIN_LENGTH = INPUT_LIMITS.loginPasswordMinLength;
export const PASSWORD_MAX_LENGTH = INPUT_LIMITS.loginPasswordMaxLength;

export function checkLoginPassword(value: string): CheckResult {
  if (value === '') return LOGIN_PASSWORD_MESSAGES.required;
  const len = [...value].length;
  return len < PASSWORD_MIN_LENGTH || len > PASSWORD_MAX_LENGTH ? LOGIN_PASSWORD_MESSAGES.length : null;
}

export function checkRepeatPassword(password: string, repeat: string): CheckResult {
  if (repeat === '') return LOGIN_PASSWORD_MESSAGES.repeatRequired;
  return repeat === password ? null : LOGIN_PASSWORD_MESSAGES.repeatMismatch;
}

/** The signup screen checks only the minimum; the server applies the full rule. */
export function checkSignupPasswordClient(value: string): CheckResult {
  if (value === '') return LOGIN_PASSWORD_MESSAGES.required;
  return [...value].length < PASSWORD_MIN_LENGTH ? SIGNUP_PASSWORD_MESSAGES.tooShort : null;
}

export interface SignupPasswordError {
  key: SignupPasswordErrorKey;
  message: string;
}

/** How many of the three kinds (digits, letters, ASCII symbols) a password uses; -1 if it has others. */
function characterKinds(value: string): number {
  if (!/^[\x21-\x7e]*$/.test(value)) return -1;
  return [/\d/, /[A-Za-z]/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
}

/** The server's rule: no spaces, 6-16 long, at least 2 of digits, letters and symbols. */
export function checkSignupPasswordServer(value: string): SignupPasswordError | null {
  const fail = (key: SignupPasswordErrorKey): SignupPasswordError => ({ key, message: SIGNUP_PASSWORD_ERRORS[key] });
  if (/\s/.test(value)) return fail('password_space');
  const len = [...value].length;
  if (len < PASSWORD_MIN_LENGTH || len > PASSWORD_MAX_LENGTH) return fail('password_length');
  return characterKinds(value) >= 2 ? null : fail('password_invalid');
}

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** All three fields at least 6 long, then the confirmation must match. */
export function checkPasswordChange(input: PasswordChangeInput): CheckResult {
  const fields = [input.oldPassword, input.newPassword, input.confirmPassword];
  if (fields.some((f) => [...f].length < PASSWORD_MIN_LENGTH)) return PASSWORD_CHANGE_MESSAGES.tooShort;
  return input.newPassword === input.confirmPassword ? null : PASSWORD_CHANGE_MESSAGES.mismatch;
}
