// The API areas the fund trade screens use, over the one client, and the Idempotency-Key intents.
import {
  bankCardsApi,
  cashTreasureApi,
  createIntentFactory,
  fundsApi,
  holdingsApi,
  promotionApi,
  riskApi,
  systemClock,
  tradingApi,
} from '@fund/core';
import { apiClient } from '@/services/api-client';

export const trading = tradingApi(apiClient);
export const funds = fundsApi(apiClient);
export const cards = bankCardsApi(apiClient);
export const bao = cashTreasureApi(apiClient);
export const promotion = promotionApi(apiClient);
export const risk = riskApi(apiClient);
export const holdings = holdingsApi(apiClient);
/** One intent per submission; the flows reuse it on every retry of that submission. */
export const newIntent = createIntentFactory(systemClock);
