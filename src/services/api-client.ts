// The one API client of the app: core's request wrapper over the platform's transport and storage.
// Unsafe calls carry a CSRF token fetched on demand; a 401 anywhere shows the login-expired text and,
// 2.5 s later, opens login with next = this page, and the shared stores forget the user's data.
import { accountExtrasApi } from '@fund/core/account';
import { createApiClient, createSessionExpiryHandler, failureText, type ApiError } from '@fund/core/api';
import { systemClock } from '@fund/core/ports';
import { API_ORIGIN, currentSpecUrl, navigate, storage, toast, transport } from '@/platform';
import { endSession } from '@/stores/session-end';
import { withCsrf } from './csrf-transport';

const sessionExpiry = createSessionExpiryHandler({
  clock: systemClock,
  navigate: (url) => void navigate(url, { replace: true }),
  currentUrl: currentSpecUrl,
  store: storage,
});

function onFailure(error: ApiError): void {
  if (error.status !== 401) return;
  toast(failureText(error));
  sessionExpiry.onFailure(error);
  // The token is gone: no page may go on showing the last user's cards, assets or account.
  endSession();
}

// The token is fetched with a plain client (a GET needs no token) so the two never wait on each other.
const tokenClient = createApiClient({ transport, store: storage, clock: systemClock, origin: API_ORIGIN });
const fetchToken = async (): Promise<string> => (await accountExtrasApi(tokenClient).csrfToken()).csrftoken;

export const apiClient = createApiClient({
  transport: withCsrf(transport, { store: storage, fetchToken }),
  store: storage,
  clock: systemClock,
  origin: API_ORIGIN,
  onFailure,
});
