// Endpoints of the market area: `marketApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { marketRoutes } from './market-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function marketApi(client: ApiClient): AreaApi<'market'> {
  return bindArea(client, 'market', marketRoutes);
}
