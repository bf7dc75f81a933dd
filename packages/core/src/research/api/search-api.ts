// Endpoints of the search area: `searchApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { searchRoutes } from './search-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function searchApi(client: ApiClient): AreaApi<'search'> {
  return bindArea(client, 'search', searchRoutes);
}
