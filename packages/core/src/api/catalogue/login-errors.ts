// The login and signup error tables (spec 01 §8, 03 §8).
import { SIGNUP_PASSWORD_ERRORS } from '../../forms/validation-messages';
import { isApiError } from '../client/api-error';
import { CATALOGUE_URLS, LOGIN_ERROR_TEXTS as L, SIGNUP_ERROR_TEXTS as S } from './catalogue-texts';
import { CLOSE, REENTER, alert, confirm, navigateTo, toast, withMobile } from './decision';
import type { Decision } from './decision';
import { failureDecision } from './http-failure';

/** The first error key the table knows, in the server's order. */
function firstKnownKey<K extends string>(error: unknown, known: readonly K[]): K | null {
  if (!isApiError(error)) return null;
  return (error.keys.find((k) => (known as readonly string[]).includes(k)) as K | undefined) ?? null;
}

const LOGIN_KEYS = ['mobile_error', 'account_invalid', 'account_unregistered'] as const;

/** mobile is what the user typed: reset-password and register carry it over. */
export function loginFailureDecision(error: unknown, mobile?: string): Decision {
  switch (firstKnownKey(error, LOGIN_KEYS)) {
    case 'mobile_error':
      return alert(L.mobileError, L.ok);
    case 'account_invalid':
      return confirm(L.accountInvalid, { text: L.reenter, action: REENTER }, { text: L.forgotPassword, action: navigateTo(withMobile(CATALOGUE_URLS.passwordReset, mobile)) });
    case 'account_unregistered':
      return confirm(L.accountUnregistered, { text: L.reenter, action: REENTER }, { text: L.register, action: navigateTo(withMobile(CATALOGUE_URLS.signup, mobile)) });
    default:
      return failureDecision(error);
  }
}

const SIGNUP_KEYS = ['password_space', 'password_length', 'password_invalid', 'mobile_registered'] as const;

export interface SignupDecisionOptions {
  mobile?: string;
  /** The spec allows either a login confirm (default) or a toast for an already registered mobile. */
  mobileRegisteredAs?: 'confirm' | 'toast';
}

export function signupFailureDecision(error: unknown, opts: SignupDecisionOptions = {}): Decision {
  const key = firstKnownKey(error, SIGNUP_KEYS);
  if (key === 'mobile_registered') {
    if (opts.mobileRegisteredAs === 'toast') return toast(S.mobileRegisteredToast);
    return confirm(S.mobileRegistered, { text: S.cancel, action: CLOSE }, { text: S.login, action: navigateTo(withMobile(CATALOGUE_URLS.login, opts.mobile)) });
  }
  // The password rule's text for the failed part (2 of digits, letters, symbols; 6-16 long).
  if (key !== null) return alert(SIGNUP_PASSWORD_ERRORS[key], S.ok);
  return failureDecision(error);
}
