// Endpoints of the risk area: `riskApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { riskRoutes } from './risk-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function riskApi(client: ApiClient): AreaApi<'risk'> {
  return bindArea(client, 'risk', riskRoutes);
}
