// The account side's API areas over the one client, and the CSRF token every unsafe call echoes.
import { accountExtrasApi, accountsApi, bankCardsApi, riskApi, SESSION_KEYS } from '@fund/core';
import { storage } from '@/platform';
import { apiClient } from './api-client';

export const accounts = accountsApi(apiClient);
export const accountExtras = accountExtrasApi(apiClient);
export const bankCards = bankCardsApi(apiClient);
export const risk = riskApi(apiClient);

let pending: Promise<void> | null = null;

/** Fetches and keeps a CSRF token when none is stored yet (mini programs have no cookie to carry it). */
export function ensureCsrf(): Promise<void> {
  if (storage.getItem(SESSION_KEYS.csrfToken) !== null) return Promise.resolve();
  pending ??= accountExtras
    .csrfToken()
    .then((answer) => storage.setItem(SESSION_KEYS.csrfToken, answer.csrftoken))
    .finally(() => {
      pending = null;
    });
  return pending;
}
