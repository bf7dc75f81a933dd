// The API areas the held-portfolio screens read, over the one client (holdings and trading shared with the trade screens).
import { portfolioApi } from '@fund/core/portfolio';
import { apiClient } from '@/services/api-client';

export { holdings, trading } from '@/services/trade-record-services';
export const portfolioReports = portfolioApi(apiClient);
