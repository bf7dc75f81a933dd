// The bank-card verification table (spec 01 §8): a confirm with the server's title whose buttons depend on the first error.
import { BANK_CARD_OK_ERRORS } from '../../account/account-error-texts';
import { isApiError } from '../client/api-error';
import { BANK_CARD_ERROR_TEXTS as T, CATALOGUE_URLS } from './catalogue-texts';
import { CLOSE, REENTER, RETRY, confirm, navigateTo } from './decision';
import type { Decision, DecisionAction } from './decision';
import { failureDecision } from './http-failure';

function confirmButton(key: string): { text: string; action: DecisionAction } {
  if (key === 'verify_timeout') return { text: T.retry, action: RETRY };
  if ((BANK_CARD_OK_ERRORS as readonly string[]).includes(key)) return { text: T.ok, action: CLOSE };
  return { text: T.refill, action: REENTER };
}

/** For identity verification and binding: failures without an errors map are a toast. */
export function bankCardFailureDecision(error: unknown): Decision {
  const key = isApiError(error) ? error.keys[0] : undefined;
  if (!isApiError(error) || key === undefined) return failureDecision(error);
  return confirm(error.title, { text: T.help, action: navigateTo(CATALOGUE_URLS.buyFaq) }, confirmButton(key));
}
