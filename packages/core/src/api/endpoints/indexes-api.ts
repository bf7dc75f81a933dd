// Endpoints of the indexes area: `indexesApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { indexesRoutes } from '../contract/routes/indexes-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function indexesApi(client: ApiClient): AreaApi<'indexes'> {
  return bindArea(client, 'indexes', indexesRoutes);
}
