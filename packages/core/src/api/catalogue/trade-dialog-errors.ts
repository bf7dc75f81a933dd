// Buy, sell and undo failures are shown inside the trade-password dialog, which stays open for another try.
import { isApiError } from '../client/api-error';
import { inline } from './decision';
import type { Decision } from './decision';
import { failureDecision, failureText } from './http-failure';

/** The server's title (or the failure text) as the dialog's error line; an expired login is the usual toast. */
export function tradeDialogDecision(error: unknown): Decision {
  if (isApiError(error) && error.status === 401) return failureDecision(error);
  return inline(failureText(error));
}
