// Endpoints of the quant area: `quantApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { quantRoutes } from '../contract/routes/quant-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function quantApi(client: ApiClient): AreaApi<'quant'> {
  return bindArea(client, 'quant', quantRoutes);
}
