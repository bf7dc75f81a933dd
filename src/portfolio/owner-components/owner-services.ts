// The API areas the portfolio pages around /p/{id}/ and the owner's pages use.
import { portfolioApi } from '@fund/core/portfolio';
import { marketApi } from '@fund/core/market';
import { apiClient } from '@/services/api-client';

export const portfolios = portfolioApi(apiClient);
export const market = marketApi(apiClient);
