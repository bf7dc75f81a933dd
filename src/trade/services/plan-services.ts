// The API areas the fixed-investment, cash-treasure and wallet screens call, over the one client,
// and the intents (Idempotency-Keys) of their plan submissions.
import { cashTreasureApi } from '@fund/core/cash-treasure';
import { otherApi } from '@fund/core/account';
import { createIntentFactory } from '@fund/core/api';
import { fixedInvestmentApi } from '@fund/core/plan';
import { fundsApi } from '@fund/core/fund';
import { systemClock } from '@fund/core/ports';
import { apiClient } from '@/services/api-client';

export const planApi = fixedInvestmentApi(apiClient);
export const baoApi = cashTreasureApi(apiClient);
export const planFundsApi = fundsApi(apiClient);
export const walletApi = otherApi(apiClient);

/** One key per decision (the user taps 确认): every password try of that decision sends it again. */
export const newPlanIntent = createIntentFactory(systemClock);
