// The API areas the holdings and trade-record screens read, over the one client, and the intents
// (Idempotency-Keys) their undo and dividend-change submissions carry.
import { cashTreasureApi } from '@fund/core/cash-treasure';
import { createIntentFactory } from '@fund/core/api';
import { fixedInvestmentApi } from '@fund/core/plan';
import { holdingsApi, insightsApi } from '@fund/core/assets';
import { systemClock } from '@fund/core/ports';
import { tradingApi } from '@fund/core/trade';
import { apiClient } from '@/services/api-client';

export const trading = tradingApi(apiClient);
export const holdings = holdingsApi(apiClient);
export const insights = insightsApi(apiClient);
export const cashTreasure = cashTreasureApi(apiClient);
export const fixedInvestments = fixedInvestmentApi(apiClient);

/** One key per decision: made when the user submits the password, reused by nothing else. */
export const newTradeIntent = createIntentFactory(systemClock);
