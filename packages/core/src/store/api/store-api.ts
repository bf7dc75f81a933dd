// Endpoints of the store area: `storeApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { storeRoutes } from './store-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function storeApi(client: ApiClient): AreaApi<'store'> {
  return bindArea(client, 'store', storeRoutes);
}
