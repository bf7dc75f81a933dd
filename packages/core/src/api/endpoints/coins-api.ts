// Endpoints of the coins area: `coinsApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { coinsRoutes } from '../contract/routes/coins-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function coinsApi(client: ApiClient): AreaApi<'coins'> {
  return bindArea(client, 'coins', coinsRoutes);
}
