// Endpoints of the coins area: `coinsApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { coinsRoutes } from './coins-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function coinsApi(client: ApiClient): AreaApi<'coins'> {
  return bindArea(client, 'coins', coinsRoutes);
}
