// The one API client of the app: core's request wrapper over the platform's transport and storage.
// A 401 anywhere shows the login-expired text and, 2.5 s later, opens login with next = this page.
import { createApiClient, createSessionExpiryHandler, failureText, systemClock, type ApiError } from '@fund/core';
import { API_ORIGIN, currentSpecUrl, navigate, storage, toast, transport } from '@/platform';

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
}

export const apiClient = createApiClient({ transport, store: storage, clock: systemClock, origin: API_ORIGIN, onFailure });
