// Endpoints of the portfolio area: `portfolioApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { portfolioRoutes } from '../contract/routes/portfolio-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function portfolioApi(client: ApiClient): AreaApi<'portfolio'> {
  return bindArea(client, 'portfolio', portfolioRoutes);
}
