// Endpoints of the quant area: `quantApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { quantRoutes } from './quant-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function quantApi(client: ApiClient): AreaApi<'quant'> {
  return bindArea(client, 'quant', quantRoutes);
}
