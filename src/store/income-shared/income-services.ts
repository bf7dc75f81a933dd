// The store-income pages' API area over the one client, and the intents (Idempotency-Keys) of their withdrawals.
import { storeApi } from '@fund/core/store';
import { createIntentFactory } from '@fund/core/api';
import { systemClock } from '@fund/core/ports';
import { apiClient } from '@/services/api-client';

export const incomeApi = storeApi(apiClient);

/** One key per decision (the user taps 确认提现): every password try of that decision sends it again. */
export const newIncomeIntent = createIntentFactory(systemClock);
