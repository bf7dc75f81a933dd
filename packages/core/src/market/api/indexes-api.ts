// Endpoints of the indexes area: `indexesApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { indexesRoutes } from './indexes-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function indexesApi(client: ApiClient): AreaApi<'indexes'> {
  return bindArea(client, 'indexes', indexesRoutes);
}
