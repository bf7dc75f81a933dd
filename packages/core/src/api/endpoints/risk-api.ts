// Endpoints of the risk area: `riskApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { riskRoutes } from '../contract/routes/risk-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function riskApi(client: ApiClient): AreaApi<'risk'> {
  return bindArea(client, 'risk', riskRoutes);
}
