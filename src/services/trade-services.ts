// The API areas the fund trade screens use, over the one client, and the Idempotency-Key intents.
import { cashTreasureApi } from '@fund/core/cash-treasure';
import { createIntentFactory } from '@fund/core/api';
import { fundsApi } from '@fund/core/fund';
import { holdingsApi } from '@fund/core/assets';
import { promotionApi } from '@fund/core/promotion';
import { riskApi } from '@fund/core/risk';
import { systemClock } from '@fund/core/ports';
import { tradingApi } from '@fund/core/trade';
import { apiClient } from '@/services/api-client';

export const trading = tradingApi(apiClient);
export const funds = fundsApi(apiClient);
export const bao = cashTreasureApi(apiClient);
export const promotion = promotionApi(apiClient);
export const risk = riskApi(apiClient);
export const holdings = holdingsApi(apiClient);
/** One intent per submission; the flows reuse it on every retry of that submission. */
export const newIntent = createIntentFactory(systemClock);
