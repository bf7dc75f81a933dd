// Endpoints of the portfolio area: `portfolioApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { portfolioRoutes } from './portfolio-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function portfolioApi(client: ApiClient): AreaApi<'portfolio'> {
  return bindArea(client, 'portfolio', portfolioRoutes);
}
