// Endpoints of the store area: `storeApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { storeRoutes } from '../contract/routes/store-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function storeApi(client: ApiClient): AreaApi<'store'> {
  return bindArea(client, 'store', storeRoutes);
}
