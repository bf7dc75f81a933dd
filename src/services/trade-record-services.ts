// The API areas the holdings and trade-record screens read, over the one client, and the intents
// (Idempotency-Keys) their undo and dividend-change submissions carry.
import { cashTreasureApi, createIntentFactory, fixedInvestmentApi, holdingsApi, systemClock, tradingApi } from '@fund/core';
import { apiClient } from '@/services/api-client';

export const trading = tradingApi(apiClient);
export const holdings = holdingsApi(apiClient);
export const cashTreasure = cashTreasureApi(apiClient);
export const fixedInvestments = fixedInvestmentApi(apiClient);

/** One key per decision: made when the user submits the password, reused by nothing else. */
export const newTradeIntent = createIntentFactory(systemClock);
