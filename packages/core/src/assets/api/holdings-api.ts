// Endpoints of the holdings area: `holdingsApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { holdingsRoutes } from './holdings-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function holdingsApi(client: ApiClient): AreaApi<'holdings'> {
  return bindArea(client, 'holdings', holdingsRoutes);
}
