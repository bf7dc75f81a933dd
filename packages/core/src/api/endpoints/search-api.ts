// Endpoints of the search area: `searchApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { searchRoutes } from '../contract/routes/search-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function searchApi(client: ApiClient): AreaApi<'search'> {
  return bindArea(client, 'search', searchRoutes);
}
