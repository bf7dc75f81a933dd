// The API areas the portfolio trade screens use (the fund trade screens' instances, plus portfolios).
import { portfolioApi } from '@fund/core/portfolio';
import { apiClient } from '@/services/api-client';

export { bao, holdings, newIntent, promotion, risk, trading } from '@/services/trade-services';
export const portfolios = portfolioApi(apiClient);
