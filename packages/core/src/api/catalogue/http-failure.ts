// The generic failure rows (spec 01 §8): -1, 429, 401, an errors map, anything else; and the 401 login redirect.
import { TIMING_MS } from '../../ui/timing';
import type { Clock, KeyValueStore, TimerHandle } from '../../ports';
import { loginUrl } from '../../navigation/login-redirect';
import { isApiError } from '../client/api-error';
import { clearSession } from '../client/session';
import { FAILURE_TEXTS } from './failure-texts';
import { toast } from './decision';
import type { Decision } from './decision';

/** The text of a failure by status: network, too frequent, login expired, the server's joined messages, or generic. */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return FAILURE_TEXTS.generic;
  if (error.status === -1) return FAILURE_TEXTS.network;
  if (error.status === 429) return FAILURE_TEXTS.tooFrequent;
  if (error.status === 401) return FAILURE_TEXTS.loginExpired;
  if (error.hasErrors && error.title !== '') return error.title;
  // A 404 without the server's words still says the record is missing, not "try again later".
  if (error.status === 404) return FAILURE_TEXTS.notFound;
  return FAILURE_TEXTS.generic;
}

/**
 * Whether trying again can help: a network failure, 429 and 5xx may pass on retry; a 404 (the record does not
 * exist) or another 4xx answers the same every time, so its view offers a way on instead of 重试.
 */
export function failureRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === -1 || error.status === 429 || error.status >= 500;
}

/** The request never reached the server (offline, DNS, timeout): a stored copy may stand in for the answer. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.status === -1;
}

/** Every failure no specific table claims is a toast. */
export function failureDecision(error: unknown): Decision {
  return toast(failureText(error));
}

export interface SessionExpiryDeps {
  clock: Clock;
  navigate: (url: string) => void;
  /** The current page's path and query (the login page's next). */
  currentUrl: () => string;
  /** When given, the expired token is dropped at once so the app reads as logged out. */
  store?: KeyValueStore;
}

/**
 * The client's onFailure hook for 401: 2.5 s after the failure (time to read the toast) go to
 * '/accounts/login/?next=<the failing page's path and query>'. Several 401s at once lead to one navigation.
 * The redirect belongs to the page that failed: `next` is taken when the failure happens, and a user who has
 * left that page by the time the toast is read is not dragged to login from somewhere else.
 */
export function createSessionExpiryHandler(deps: SessionExpiryDeps): { onFailure(error: unknown): void; cancel(): void } {
  let pending: TimerHandle | null = null;
  return {
    onFailure(error) {
      if (!isApiError(error) || error.status !== 401) return;
      if (deps.store) clearSession(deps.store);
      if (pending !== null) return;
      const failedUrl = deps.currentUrl();
      pending = deps.clock.setTimeout(() => {
        pending = null;
        if (deps.currentUrl() !== failedUrl) return;
        deps.navigate(loginUrl(failedUrl));
      }, TIMING_MS.loginRedirectDelay);
    },
    cancel() {
      if (pending !== null) deps.clock.clearTimeout(pending);
      pending = null;
    },
  };
}
