// The account side's API areas over the one client, and the CSRF token every unsafe call echoes.
import { accountExtrasApi, accountsApi, type AccountsApi } from '@fund/core/account';
import { bankCardsApi } from '@fund/core/card';
import { riskApi } from '@fund/core/risk';
import { SESSION_KEYS } from '@fund/core/api';
import { storage } from '@/platform';
import { endSession } from '@/stores/session-end';
import { apiClient } from './api-client';

const accountCalls = accountsApi(apiClient);
/** Login, signup and logout change whose data the app holds: each ends the shared stores' session. */
export const accounts: AccountsApi = {
  ...accountCalls,
  login: async (input) => {
    const answer = await accountCalls.login(input);
    endSession();
    return answer;
  },
  signup: async (input) => {
    const answer = await accountCalls.signup(input);
    endSession();
    return answer;
  },
  logout: async () => {
    await accountCalls.logout();
    endSession();
  },
};
export const accountExtras = accountExtrasApi(apiClient);
export const bankCards = bankCardsApi(apiClient);
export const risk = riskApi(apiClient);

/**
 * Kept for the screens that call it before a form submit: the shared client now fetches the token on
 * its own before any unsafe call (services/csrf-transport.ts), so this only warms it up early.
 */
export async function ensureCsrf(): Promise<void> {
  if (storage.getItem(SESSION_KEYS.csrfToken) !== null) return;
  const answer = await accountExtras.csrfToken();
  storage.setItem(SESSION_KEYS.csrfToken, answer.csrftoken);
}
