// The holdings area over the one client, for my assets and income.
import { holdingsApi } from '@fund/core/assets';
import { apiClient } from '@/services/api-client';

export const assetsHoldings = holdingsApi(apiClient);
